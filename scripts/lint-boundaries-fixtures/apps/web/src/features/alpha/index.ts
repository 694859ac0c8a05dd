export { widget } from './components/widget.ts';
