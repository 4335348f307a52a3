//! Quoting what the user typed in a one-line message: a short prefix, never a 100 kB echo,
//! and never a line break.

/// The most characters of an argument a message repeats.
pub const QUOTE_CHARS: usize = 40;

/// The most characters of a whole message (a last guard; messages are far shorter).
pub const MESSAGE_CHARS: usize = 400;

/// `text` as a message quotes it: at most [`QUOTE_CHARS`] characters and then `…`, with
/// control characters (line breaks, tabs, escapes) written as `\n`, `\t`, `\u{1b}`.
pub fn short(text: &str) -> String {
    visible_prefix(text, QUOTE_CHARS)
}

/// A message from the rules, which may quote a piece of the argument it refuses: every word
/// longer than [`QUOTE_CHARS`] is cut to a prefix.
pub fn tame(message: &str) -> String {
    message
        .split(' ')
        .map(|word| {
            if word.chars().nth(QUOTE_CHARS).is_some() {
                short(word)
            } else {
                word.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Any message as printed: one line of at most [`MESSAGE_CHARS`] characters.
pub fn one_line(message: &str) -> String {
    visible_prefix(message, MESSAGE_CHARS)
}

/// The first `max` characters of `text` (then `…` when there were more), control characters
/// escaped.
fn visible_prefix(text: &str, max: usize) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == max {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_cuts_on_a_character_boundary_and_escapes_line_breaks() {
        assert_eq!(short("abc"), "abc");
        let long = "ă".repeat(100);
        assert_eq!(short(&long), format!("{}…", "ă".repeat(QUOTE_CHARS)));
        assert_eq!(short("a\nb"), "a\\nb");
        assert_eq!(tame("no 'x' here"), "no 'x' here");
        assert!(
            tame(&format!("bad '{}'.", "y".repeat(1000)))
                .chars()
                .count()
                < 50
        );
        assert_eq!(
            one_line(&"z".repeat(5000)).chars().count(),
            MESSAGE_CHARS + 1
        );
    }
}
