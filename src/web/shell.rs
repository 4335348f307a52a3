//! The page's fixed structure, built once: the top bar, the home screen, the game screen
//! (board and panel), the settings dialog and the end-of-game card.

use super::canvas::Canvas;
use super::dom::{append, attr, el};
use super::i18n::{aria, button, label};
use super::words as w;
use web_sys::HtmlElement;

/// Handles to every element the app updates.
pub struct Shell {
    pub back: HtmlElement,
    pub title: HtmlElement,
    pub help: HtmlElement,
    pub help_dialog: web_sys::HtmlDialogElement,
    pub help_close: HtmlElement,
    pub help_body: HtmlElement,
    pub live: HtmlElement,
    pub cells: HtmlElement,
    pub lang_vi: HtmlElement,
    pub lang_en: HtmlElement,
    pub home: HtmlElement,
    pub home_list: HtmlElement,
    pub how: HtmlElement,
    pub how_link: HtmlElement,
    /// "Review": the game review of the game on screen (`#/review/GAME`).
    pub review_link: HtmlElement,
    /// The same at the end of a game.
    pub end_review: HtmlElement,
    /// "Analyse": the analysis board from the game on screen (`#/analysis/GAME`).
    pub analysis_link: HtmlElement,
    pub game: HtmlElement,
    pub board_wrap: HtmlElement,
    pub canvas: Canvas,
    pub announce: HtmlElement,
    pub far_strip: HtmlElement,
    pub far_undo: HtmlElement,
    pub turn_token: HtmlElement,
    pub turn_name: HtmlElement,
    pub facts: HtmlElement,
    pub message: HtmlElement,
    pub moves: HtmlElement,
    pub roll: HtmlElement,
    pub hint: HtmlElement,
    pub thinking: HtmlElement,
    pub undo: HtmlElement,
    pub redo: HtmlElement,
    pub new_game: HtmlElement,
    pub settings: HtmlElement,
    pub dialog: web_sys::HtmlDialogElement,
    pub dialog_fields: HtmlElement,
    pub dialog_error: HtmlElement,
    pub dialog_apply: HtmlElement,
    pub dialog_cancel: HtmlElement,
    pub end_card: HtmlElement,
    pub end_text: HtmlElement,
    pub end_again: HtmlElement,
    pub end_close: HtmlElement,
    pub ask: super::ask::Ask,
    pub sheet: super::new_game::Sheet,
}

impl Shell {
    /// Builds the page inside `root`.
    pub fn build(root: &HtmlElement) -> Shell {
        let top = append(root, el("header", "topbar"));
        let back = append(&top, button("back", "←", w::HOME));
        let title = append(&top, el("h1", "title"));
        let help = append(&top, button("help", "?", w::HELP));
        let langs = append(&top, el("div", "lang"));
        attr(&langs, "role", "group");
        aria(&langs, w::LANGUAGE);
        let lang_vi = append(&langs, el("button", "lang-vi"));
        lang_vi.set_text_content(Some("VI"));
        attr(&lang_vi, "lang", "vi");
        // The name begins with the visible label (WCAG 2.5.3), then says it in full.
        attr(&lang_vi, "aria-label", "VI — Tiếng Việt");
        let lang_en = append(&langs, el("button", "lang-en"));
        lang_en.set_text_content(Some("EN"));
        attr(&lang_en, "lang", "en");
        attr(&lang_en, "aria-label", "EN — English");

        let home = append(root, el("main", "home"));
        let intro = append(&home, el("p", "subtitle"));
        label(&intro, w::APP_SUBTITLE);
        let home_list = append(&home, el("ul", "game-list"));

        let how = append(root, el("main", "how"));
        let game = append(root, el("main", "game"));
        let board_wrap = append(&game, el("div", "board-wrap"));
        let canvas = Canvas::new();
        append(&board_wrap, canvas.el.clone());
        aria(&canvas.el.clone().into(), w::BOARD_HINT);
        attr(&canvas.el, "role", "application");
        attr(&canvas.el, "tabindex", "0");
        let cells = append(&board_wrap, el("ol", "sr-only cells"));
        aria(&cells, w::BOARD_CELLS);
        let live = append(&board_wrap, el("div", "sr-only live"));
        attr(&live, "aria-live", "polite");
        attr(&live, "role", "log");
        let far_strip = append(&board_wrap, el("div", "far-strip"));
        attr(&far_strip, "aria-hidden", "true");
        // Face to face: the far player's own Undo, turned their way (the panel's is the same).
        let far_undo = append(&board_wrap, button("far-undo", "↶", w::UNDO));
        attr(&far_undo, "aria-hidden", "true");
        attr(&far_undo, "tabindex", "-1");
        super::dom::set_hidden(&far_undo, true);
        let announce = append(&board_wrap, el("div", "announce"));
        attr(&announce, "aria-hidden", "true");
        let end_card = append(&board_wrap, el("div", "end-card"));
        attr(&end_card, "role", "dialog");
        let end_title = append(&end_card, el("h2", ""));
        label(&end_title, w::GAME_OVER);
        // The card is named by its title.
        attr(&end_title, "id", "end-title");
        attr(&end_card, "aria-labelledby", "end-title");
        let end_text = append(&end_card, el("p", "end-text"));
        let end_actions = append(&end_card, el("div", "end-actions"));
        let end_again = append(&end_actions, button("primary again", "⟳", w::PLAY_AGAIN));
        let end_review = append(&end_actions, el("a", "review-link end-review"));
        label(&end_review, w::REVIEW);
        let end_close = append(&end_actions, button("close", "", w::CLOSE));

        let panel = append(&game, el("aside", "panel"));
        let turn = append(&panel, el("div", "turn"));
        let turn_token = append(&turn, el("span", "token"));
        let turn_name = append(&turn, el("span", "turn-name"));
        let facts = append(&panel, el("ul", "facts"));
        let message = append(&panel, el("p", "message"));
        attr(&message, "role", "status");
        // The sign sits in the turn row, its room kept when hidden: nothing below it moves
        // when the computer starts thinking.
        let thinking = append(&turn, el("span", "thinking"));
        attr(&thinking, "role", "status");
        append(&thinking, el("span", "spinner"))
            .set_attribute("aria-hidden", "true")
            .ok();
        label(&append(&thinking, el("span", "")), w::THINKING);
        let roll = append(&panel, button("primary roll", "⚅", w::ROLL));
        let actions = append(&panel, el("div", "actions"));
        let undo = append(&actions, button("undo", "↶", w::UNDO));
        let redo = append(&actions, button("redo", "↷", w::REDO));
        let new_game = append(&actions, button("new", "⟳", w::NEW_GAME));
        let settings = append(&actions, button("settings", "⚙", w::SETTINGS));
        let hint = append(&actions, button("hint", "✦", w::HINT));
        let moves_h = append(&panel, el("h2", "moves-title"));
        label(&moves_h, w::MOVES);
        let moves = append(&panel, el("ol", "moves"));
        // The review and the analysis board of the game on screen, under its moves (the
        // controls above keep their room on a phone).
        let learn_links = append(&panel, el("div", "learn-links"));
        let review_link = append(&learn_links, el("a", "review-link"));
        label(&review_link, w::REVIEW);
        let analysis_link = append(&learn_links, el("a", "review-link analysis-link"));
        label(&analysis_link, w::ANALYSIS);
        let how_link = append(&panel, el("a", "how-link"));
        label(&how_link, w::HOW_TO_PLAY);

        let dialog: web_sys::HtmlDialogElement =
            wasm_bindgen::JsCast::unchecked_into(el("dialog", "settings-dialog"));
        append(root, dialog.clone());
        let dh = append(&dialog, el("h2", ""));
        label(&dh, w::SETTINGS);
        let dialog_fields = append(&dialog, el("div", "fields"));
        let dialog_error = append(&dialog, el("p", "error"));
        attr(&dialog_error, "role", "alert");
        let da = append(&dialog, el("div", "dialog-actions"));
        let dialog_cancel = append(&da, button("cancel", "", w::CANCEL));
        let dialog_apply = append(&da, button("primary apply", "", w::APPLY));

        let help_dialog: web_sys::HtmlDialogElement =
            wasm_bindgen::JsCast::unchecked_into(el("dialog", "help-dialog"));
        append(root, help_dialog.clone());
        // Filled when opened, for the game on screen (see `help_ui`).
        let help_body = append(&help_dialog, el("div", "help-body"));
        let help_close = append(&help_dialog, button("primary close-help", "", w::CLOSE));

        let ask = super::ask::Ask::build(root);
        let sheet = super::new_game::Sheet::build(root);

        Shell {
            ask,
            sheet,
            help,
            help_dialog,
            help_close,
            help_body,
            live,
            cells,
            back,
            title,
            lang_vi,
            lang_en,
            home,
            home_list,
            how,
            how_link,
            review_link,
            end_review,
            analysis_link,
            game,
            board_wrap,
            canvas,
            announce,
            far_strip,
            far_undo,
            turn_token,
            turn_name,
            facts,
            message,
            moves,
            roll,
            hint,
            thinking,
            undo,
            redo,
            new_game,
            settings,
            dialog,
            dialog_fields,
            dialog_error,
            dialog_apply,
            dialog_cancel,
            end_card,
            end_text,
            end_again,
            end_close,
        }
    }
}
