/**
 * The antd components whose styles the student app's static sheet carries (build/antd-sheet-plugin.ts):
 * every component the app imports from antd (a test checks that, antd-sheet-components.test.ts), and
 * the ones antd draws inside them, which no import shows:
 * - Empty: a Select's, List's and Table's empty state;
 * - Pagination, Spin: a List's and a Table's;
 * - Checkbox, Radio, Dropdown, Menu, Tooltip: a Table's selection, filters and sorter;
 * - Button: a Modal's, Drawer's, Upload's, Alert's and Result's actions;
 * - Progress, Tooltip: an Upload's list;
 * - Row, Col: a Form's items;
 * - Skeleton: a loading Card;
 * - notification, message: the App's hooks;
 * - Input (and its OTP field, imported from antd's folder by the sign-in code pages).
 */
export const ANTD_SHEET_COMPONENTS = [
  'Alert',
  'App',
  'Avatar',
  'Badge',
  'Breadcrumb',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Image',
  'Input',
  'List',
  'Menu',
  'message',
  'Modal',
  'notification',
  'Pagination',
  'Popover',
  'Progress',
  'Radio',
  'Rate',
  'Result',
  'Row',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Statistic',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
  'Upload',
] as const;
