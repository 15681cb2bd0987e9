#!/usr/bin/env python3
"""CHANGELOG.md's `[Unreleased]` section: read, filled from `changelog.d/` fragments, and moved
under a release. `scripts/api-check.py` uses the functions; merging is a command of its own:

    scripts/changelog.py merge-fragments   move every changelog.d/*.md into [Unreleased]
                                           (sections of the same name merged, in Keep a
                                           Changelog's order) and delete the fragments

A fragment is Keep a Changelog entries under `### Added`, `### Changed`, `### Removed`, … (a
title line above them, `#` or `##`, is dropped); each branch writes its own,
`changelog.d/<branch>.md`, so branches merged together never edit the same lines.
"""

import pathlib
import re
import sys

PLACEHOLDER = "<!-- The changelog.d/*.md fragments of merged branches go here. -->"
ORDER = ["Added", "Changed", "Deprecated", "Removed", "Fixed", "Security"]
_UNRELEASED = re.compile(r"^(## \[Unreleased\][^\n]*\n)(.*?)(?=^## |\Z)", re.M | re.S)


def unreleased_section(changelog: str) -> str:
    match = _UNRELEASED.search(changelog)
    if not match:
        raise SystemExit("CHANGELOG.md has no `## [Unreleased]` section")
    return match.group(2)


def move_unreleased(changelog: str, version: str, date: str) -> str:
    """`[Unreleased]`'s entries become `[version] - date`'s; `[Unreleased]` keeps the placeholder."""
    match = _UNRELEASED.search(changelog)
    if not match:
        raise SystemExit("CHANGELOG.md has no `## [Unreleased]` section")
    entries = match.group(2).replace(PLACEHOLDER, "").strip()
    if not entries:
        raise SystemExit("CHANGELOG.md's [Unreleased] section is empty: nothing to release")
    if re.search(rf"^## \[{re.escape(version)}\]", changelog, re.M):
        raise SystemExit(f"CHANGELOG.md already has a [{version}] section")
    released = f"{match.group(1)}\n{PLACEHOLDER}\n\n## [{version}] - {date}\n\n{entries}\n\n"
    return changelog[: match.start()] + released + changelog[match.end():]


def sections(text: str, source: str) -> dict[str, list[str]]:
    """The `### Name` sections of `text` and their lines, blank lines at either end dropped."""
    found: dict[str, list[str]] = {}
    current = None
    for line in text.replace(PLACEHOLDER, "").splitlines():
        heading = re.match(r"^###\s+(.+?)\s*$", line)
        if heading:
            current = found.setdefault(heading.group(1), [])
        elif re.match(r"^#{1,2}\s", line) and current is None:
            continue
        elif current is not None:
            current.append(line)
        elif line.strip():
            raise SystemExit(f"{source}: `{line}` stands before the first `### Added`/`### Changed`/… heading")
    for lines in found.values():
        while lines and not lines[0].strip():
            lines.pop(0)
        while lines and not lines[-1].strip():
            lines.pop()
    return found


def merge_fragments(changelog: str, fragments: list[tuple[str, str]]) -> str:
    """`changelog` with each fragment's entries (name, text) added to `[Unreleased]`."""
    match = _UNRELEASED.search(changelog)
    if not match:
        raise SystemExit("CHANGELOG.md has no `## [Unreleased]` section")
    merged = sections(match.group(2), "CHANGELOG.md [Unreleased]")
    for name, text in fragments:
        for heading, lines in sections(text, name).items():
            if lines:
                merged.setdefault(heading, []).extend(lines)
    names = [n for n in ORDER if n in merged] + sorted(n for n in merged if n not in ORDER)
    body = "".join(f"### {name}\n\n" + "\n".join(merged[name]) + "\n\n" for name in names)
    return changelog[: match.start()] + f"{match.group(1)}\n{PLACEHOLDER}\n\n{body}" + changelog[match.end():]


def main() -> int:
    if sys.argv[1:] != ["merge-fragments"]:
        print(__doc__, file=sys.stderr)
        return 2
    root = pathlib.Path(__file__).resolve().parent.parent
    files = sorted((root / "changelog.d").glob("*.md"))
    if not files:
        print("changelog: no changelog.d/*.md to merge")
        return 0
    changelog = root / "CHANGELOG.md"
    changelog.write_text(merge_fragments(changelog.read_text(), [(f.name, f.read_text()) for f in files]))
    for file in files:
        file.unlink()
    print(f"changelog: merged {', '.join(f.name for f in files)} into CHANGELOG.md's [Unreleased] and deleted them")
    return 0


if __name__ == "__main__":
    sys.exit(main())
