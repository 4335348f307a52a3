//! The native command-line tool `co-dan-gian`.
