// Testing Library's DOM matchers (toBeInTheDocument, …) for the type checker.
import '@testing-library/jest-dom';
