import './bengali-font.css';

export { fontStack } from './font-stack';
