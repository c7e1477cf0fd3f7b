"""The menu of plays a card can make, grouped, with hotkeys and a filter (issue 19, point 7).

No Textual here. The plays come from ``worm.engine.options`` (only those the engine accepts);
this module sorts them into the groups a newcomer looks for — attack, defend, move, items,
spells, then words and the rest — keeps those a typed filter names, and numbers them all for
the digit keys: 1–9 pick their play at once, the tenth on are typed as 0 and two digits
(``worm.ui.numbering``).
"""

from __future__ import annotations

from dataclasses import dataclass

from worm.engine.options import PlayOption

GROUPS: tuple[tuple[str, frozenset[str]], ...] = (
    ("Attack", frozenset({"Attack", "Roughhouse", "Brandish", "Aim", "Command"})),
    (
        "Defend",
        frozenset({"Riposte", "Dodge", "Guard", "Aid Another", "Vigilance", "Heavy Metal Machine"}),
    ),
    ("Move", frozenset({"Avoid", "Dash", "Move"})),
    (
        "Items",
        frozenset({"Pull Item from Pack", "Pull Item from Belt", "Use Item", "Reload Crossbow"}),
    ),
    ("Spells", frozenset({"Speak Incantation", "Counter-spell"})),
)
OTHER = "Words and the rest"  # Banter, Recover, Bid Lore, Test Fate, Trivial Action


def group_of(action: str) -> str:
    """The menu group an action of the catalogue falls in."""
    return next((name for name, actions in GROUPS if action in actions), OTHER)


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the menu: a group's heading (``play`` None) or a play, by its index in the
    list ``options.plays`` gave, with the number its digit keys type."""

    text: str
    play: int | None = None
    hotkey: int | None = None


def matches(play: PlayOption, typed: str) -> bool:
    """Whether every word typed is in the play's words or its group's name (any case)."""
    words = f"{group_of(play.action)} {play.action} {play.label}".lower()
    return all(word in words for word in typed.lower().split())


def rows(plays: list[PlayOption], typed: str = "") -> list[Row]:
    """The menu: each group with any play the filter keeps, its heading, then its plays in the
    engine's order; the plays shown are numbered from 1."""
    order = [name for name, _ in GROUPS] + [OTHER]
    kept = [i for i, p in enumerate(plays) if matches(p, typed)]
    out: list[Row] = []
    key = 0
    for name in order:
        inside = [i for i in kept if group_of(plays[i].action) == name]
        if not inside:
            continue
        out.append(Row(name))
        for i in inside:
            key += 1
            out.append(Row(plays[i].label, i, key))
    return out
