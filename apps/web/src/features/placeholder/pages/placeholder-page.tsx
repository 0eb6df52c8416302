import { PageTitle } from '../../../components/page-title';

/** Props of a page that a later issue builds. */
export interface PlaceholderPageProps {
  title: string;
}

/** A signed-in page that shows only its title until its feature is built. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return <PageTitle title={title} />;
}
