"""The words for a change of phase: a plain sentence, never a bracketed tag (issue 19)."""

from __future__ import annotations

from worm.engine import events as ev

ENDINGS = {"over": " The game is over."}
"""What is said after the cause when the phase itself is news the cause does not tell."""


def sentence(text: str) -> str:
    """``text`` as a sentence: a capital first letter and a full stop ("the guild makes camp" →
    "The guild makes camp.")."""
    text = text.strip()
    if not text:
        return ""
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def phase(e: ev.Phase) -> str:
    """What the log says when the game moves to another phase: "The guild makes camp.",
    "Skeleton Jellies attack.", "The guild is lost. The game is over." """
    return sentence(e.cause) + ENDINGS.get(e.phase, "")


def after_ruling(e: ev.Phase, ruled: str) -> str | None:
    """What a phase change adds when the ruling just before it gave its cause (``ruled``): only
    what the phase itself is news of ("The game is over."), so the cause is not told twice;
    None when the cause is its own."""
    if e.cause != ruled:
        return None
    return ENDINGS.get(e.phase, "").strip()
