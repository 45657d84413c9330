// Types of the jest-dom matchers (toBeInTheDocument, toHaveFocus, ...) that tools/jest/setup-dom.cjs installs.
import '@testing-library/jest-dom';
