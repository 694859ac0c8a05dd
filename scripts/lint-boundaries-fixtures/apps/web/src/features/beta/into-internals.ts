import { widget } from '../alpha/components/widget.ts';

export const intoInternals = widget;
