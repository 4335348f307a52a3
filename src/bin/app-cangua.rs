//! The page module of one game, for a first visit of its address (`#/cangua`): the app with
//! only this game in its registry (feature `app-cangua`; `index.html` loads it).

fn main() {
    co_dan_gian::start_app();
}
