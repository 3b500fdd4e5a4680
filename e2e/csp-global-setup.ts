import { clearCspReports } from './csp-violations';

/** Each run starts without the violations of an earlier one. */
export default (): void => {
  clearCspReports();
};
