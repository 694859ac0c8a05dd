import { shared } from '../../lib/shared.ts';
import { widget } from '../alpha/index.ts';

export const throughIndex = [shared, widget];
