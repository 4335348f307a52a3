//! The page module of one game, for a first visit of its address (`#/toan`): the app with
//! only this game in its registry (feature `app-toan`; `index.html` loads it).

fn main() {
    co_dan_gian::start_app();
}
