//! The page module of one game, for a first visit of its address (`#/oaq`): the app with
//! only this game in its registry (feature `app-oaq`; `index.html` loads it).

fn main() {
    co_dan_gian::start_app();
}
