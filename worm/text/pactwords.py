"""Make a Pact in the text game's words (p. 83): ``camp WHO talent gramarye PACT [SPELL] …``
reads each pact and the spell whose component it charges (the GM picks when none is named),
and a line that would break a pact is held back with a warning until said with ``anyway``."""

from __future__ import annotations

from collections.abc import Sequence

from worm import content
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import pacts
from worm.engine.session import Game
from worm.errors import IllegalCommand

ANYWAY = "anyway"
"""The word that ends a line to do it even though it breaks a pact."""
LONGEST = 5  # the longest pact or spell name, in words ("give form to nothingness")


def _key(words: Sequence[str]) -> str:
    return "_".join(w.lower().replace("-", "_") for w in words)


def _match(words: Sequence[str], table: dict[str, str]) -> tuple[str, int] | None:
    """The id in ``table`` (a key → id map) named by the most leading words, and how many."""
    for n in range(min(LONGEST, len(words)), 0, -1):
        found = table.get(_key(words[:n]))
        if found is not None:
            return found, n
    return None


def _names(entries: dict[str, str]) -> dict[str, str]:
    return {key: key for key in entries} | {
        _key(name.split()): key for key, name in entries.items()
    }


def parse(pack: content.ContentPack, words: Sequence[str]) -> tuple[tuple[str, str | None], ...]:
    """The (pact, spell) pairs in ``words``: each pact's name, then optionally a spell's."""
    pact_names = _names({p.id: p.name for p in pack.pacts.values()})
    spell_names = _names({s.id: s.name for s in pack.spells.values()})
    pairs: list[tuple[str, str | None]] = []
    rest = list(words)
    while rest:
        pact = _match(rest, pact_names)
        if pact is None:
            known = ", ".join(p.name for p in pack.pacts.values())
            raise IllegalCommand(f"there is no pact {' '.join(rest)!r}; the pacts are: {known}")
        rest = rest[pact[1] :]
        spell = _match(rest, spell_names)
        if spell is not None:
            rest = rest[spell[1] :]
        pairs.append((pact[0], spell[0] if spell else None))
    return tuple(pairs)


def unsaid(line: str) -> tuple[str, bool]:
    """The line without a closing ``anyway``, and whether it had one."""
    words = line.split()
    if len(words) > 1 and words[-1].lower() == ANYWAY:
        return " ".join(words[:-1]), True
    return line, False


def warning(game: Game, command: cmd.Command) -> str | None:
    """What pact ``command`` would break, as a warning to show instead of doing it; None when
    it breaks none (or would be refused: the engine then says why)."""
    if not pacts.sworn(game):
        return None
    try:
        events: list[ev.Event] = game.foresee(command)
    except IllegalCommand:
        return None
    broken = pacts.breaking(events)
    if not broken:
        return None
    return (
        f"That would break a pact (p. 83): {'; '.join(broken)}, and maleficence follows "
        f"(p. 201). Say it again ending with '{ANYWAY}' to do it."
    )
