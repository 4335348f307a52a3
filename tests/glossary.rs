//! One word for each thing across the app: the table in `docs/glossary.md` names, for each
//! thing, the words that must never stand for it; none of them appears in the app's text
//! (the Rust sources, whose strings are the app's words, and the how-to pages).

use std::fs;
use std::path::Path;

/// The phrases the glossary forbids, with the thing each is forbidden for.
fn forbidden() -> Vec<(String, String)> {
    let text = fs::read_to_string("docs/glossary.md").expect("docs/glossary.md is readable");
    let mut out = Vec::new();
    for line in text
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| thing"))
    {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let [thing, _, _, never] = cells[..] else {
            panic!("a glossary row has four cells: {line}");
        };
        for phrase in never.split(';').map(str::trim).filter(|p| !p.is_empty()) {
            out.push((phrase.to_lowercase(), thing.to_string()));
        }
    }
    out
}

/// Every file under `dir` with extension `ext`.
fn files(dir: &Path, ext: &str, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("the folder is readable").flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

#[test]
fn the_app_says_one_word_for_each_thing_as_the_glossary_does() {
    let banned = forbidden();
    assert!(banned.len() >= 5, "the glossary forbids words: {banned:?}");
    let mut paths = Vec::new();
    files(Path::new("src"), "rs", &mut paths);
    paths.push("www/howto.txt".into());
    let mut found = Vec::new();
    for path in &paths {
        let text = fs::read_to_string(path).expect("a source file is readable");
        for (n, line) in text.lines().enumerate() {
            let lower = line.to_lowercase();
            for (phrase, thing) in &banned {
                if lower.contains(phrase.as_str()) {
                    found.push(format!(
                        "{}:{}: \"{phrase}\" ({thing})",
                        path.display(),
                        n + 1
                    ));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "words the glossary forbids:\n{}",
        found.join("\n")
    );
}
