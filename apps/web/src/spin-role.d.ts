// antd's Spin passes its other props on to its element (aria-live and aria-busy are its own), but its
// props type leaves out `role`: a labelled spinner is a status, and a label on a div without a role is
// refused by accessibility checkers.
import 'antd/es/spin';

declare module 'antd/es/spin' {
  interface SpinProps {
    /** The element's ARIA role (`status` for a labelled spinner). */
    role?: string;
  }
}
