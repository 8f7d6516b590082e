import { describeHardening } from './hardening';

describeHardening(1341, () => ({ name: 'sqlite' }));
