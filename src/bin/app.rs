//! The app's page module (built by Trunk from `index.html`): the home screen and every game.
//! `src/bin/app-ID.rs` is the same built with its `app-ID` feature: the game `ID` alone, for
//! a first visit of that game's address.

fn main() {
    co_dan_gian::start_app();
}
