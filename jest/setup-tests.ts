import '@testing-library/jest-dom';
import { resetToasts } from '@callvera/shared/toast';
import { resetDemoCall } from '@callvera/shared/demo-call';

// Stores are module singletons: give every test a fresh start.
afterEach(() => {
  resetToasts();
  resetDemoCall();
});
