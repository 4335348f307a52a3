//! What every module that runs in the page shares, the app's and the friend module's:
//! small DOM helpers and the two languages with the switch between them.

pub mod dom;
pub mod host;
pub mod i18n;
pub mod words;
