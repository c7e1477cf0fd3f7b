"""Policy: how the GM's creatures fight (pp. 101–102, 110, 121–123, 185; rules digest §29.2).

The book gives advice, not a procedure; worm follows it the same way every time, from what
the GM may know. Creatures see only what is public (``Sight``): an adventurer's Initiative
once it is face up, never a face-down card (p. 114). A face-down Initiative is reckoned at 8.

- **Initiative** (p. 122): by the band's Disposition (assets/dispositions.toml ``initiative``):
  anger, sadness and joy lay their lowest lesser doom, distaste its middle one, fear, surprise
  and trust their highest; a hazard its middle one (the pendulum, p. 128).
- **A turn** (p. 185): shake off a hampering effect first; a frightened band runs for the
  nearest way out; a surprised one slips any engagement; otherwise close in and attack.
- **Targets** (p. 122): anger strikes at whoever hurt it last; distaste at whoever is most
  hurt; otherwise the lowest Initiative it knows, the most hurt among equals. The band gangs up
  as a mob: four on the target when it has four (Piercing), else every member on it (favor);
  the rest spread over the others in reach.
- **Cards**: the smallest lesser doom that beats the reckoned defence; failing that, a reckless
  band (anger, sadness, joy) swings with its biggest card, a careful one lays a face-down Dodge.
  A greater doom rides with an Attack when the creature has a greater doom to use with one
  (p. 123), else it is thrown away for favor. An Attack is named with the creature's first
  lesser Attack doom, one that deals Piercing before the rest (``attack_doom``: the Yellow
  King's weapon of hate before his arcane bolt, p. 270).
- **Joy** is cocky: it trips where it could have struck. **Trust** fights to subdue: it knocks
  out rather than deal a killing Wound (p. 101).
- **Minor actions** (p. 185): as often as possible — Recover when hampered, else an Attack on a
  face-up Initiative the card beats, keeping one lesser doom while the band still has a turn
  to come.
- **Mulligan** (p. 121): a hand with fewer lesser dooms than Initiatives to lay is thrown in.
- **Ambush** (p. 110): tactic 1 (create an advantage) for bands that talk and can bar the way
  back, tactic 2 (take away resources) when the guild has a single light, else tactic 3 (shank:
  one Wound per attacker, each adventurer once).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from worm.tarot import Card, quick_init

UNKNOWN = 8  # a face-down Initiative, as the GM reckons it
LESSER = 14  # lesser dooms are I–XIV (p. 122)
RECKLESS = frozenset({"anger", "sadness", "joy"})


@quick_init
@dataclass(frozen=True, slots=True)
class Mark:
    """One adventurer as the GM's creatures see it."""

    key: str
    zone: int
    initiative: int | None  # None while face down
    hurt: int  # how badly hurt: Staggered 1, Injured 3, Wounded talents 1 each
    guarded: bool  # a face-down card lies before it (the GM knows a card is there)
    engaged: bool


@quick_init
@dataclass(frozen=True, slots=True)
class Plan:
    """What a band will do on its turn or as a minor action."""

    action: str
    card: Card
    targets: tuple[tuple[str, int], ...] = ()
    option: str | None = None
    extra: Card | None = None  # a greater doom to pair with an Attack
    doom: str | None = None
    favor: tuple[str, ...] = ()
    discard: tuple[Card, ...] = ()  # greater dooms thrown away for favor (p. 123)


def lesser(hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """The lesser dooms in ``hand``, lowest first."""
    return _split(hand)[0]


def greater(hand: tuple[Card, ...]) -> tuple[Card, ...]:
    """The greater dooms in ``hand``, lowest first."""
    return _split(hand)[1]


_SPLIT: list[tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]] = [((), (), ())]
"""The last hand split (``_split``): a band's turn asks for the same hand's dooms several
times. The hand is kept in the entry, so the identity compared is never a reused one."""


def _split(hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The hand's lesser and greater dooms, each lowest first."""
    last = _SPLIT[0]
    if last[0] is hand:
        return last[1], last[2]
    ordered = sorted(hand, key=_value)
    low = tuple(c for c in ordered if c.value <= LESSER)
    high = tuple(c for c in ordered if c.value > LESSER)
    _SPLIT[0] = (hand, low, high)
    return low, high


def _value(card: Card) -> int:
    return card.value


def pick(cards: Sequence[Card], how: Literal["lowest", "median", "highest"]) -> Card | None:
    """An Initiative card by the band's Disposition (p. 101)."""
    if not cards:
        return None
    if how == "lowest":
        return cards[0]
    if how == "highest":
        return cards[-1]
    return cards[(len(cards) - 1) // 2]


def mulligan(hand: tuple[Card, ...], initiatives: int) -> bool:
    """Throw the hand in when too few lesser dooms can be laid as Initiative (p. 121)."""
    return len(lesser(hand)) < initiatives


def target(marks: list[Mark], emotion: str, harmed_by: str | None) -> Mark | None:
    """The adventurer the band goes for (p. 122; by Disposition, p. 101)."""
    if not marks:
        return None
    if emotion == "anger" and harmed_by is not None:
        for mark in marks:
            if mark.key == harmed_by:
                return mark
    if emotion == "distaste":
        return max(marks, key=lambda m: (m.hurt, -_defence(m)))
    return min(marks, key=lambda m: (_defence(m), -m.hurt))


def _defence(mark: Mark) -> int:
    return UNKNOWN if mark.initiative is None else mark.initiative


def gang(members: int, primary: Mark, others: list[Mark]) -> tuple[tuple[str, int], ...]:
    """Share the band out (p. 122): four on the target if it has four, else all of them; the
    rest one each on the others, then back on the target."""
    if members <= 0:
        return ()
    on_primary = 4 if members >= 4 else members
    rest = members - on_primary
    spread: dict[str, int] = {primary.key: on_primary}
    for mark in others:
        if rest <= 0:
            break
        if mark.key != primary.key:
            spread[mark.key] = spread.get(mark.key, 0) + 1
            rest -= 1
    spread[primary.key] += rest
    return tuple(spread.items())


def attack_card(
    hand: tuple[Card, ...], bonus: int, defence: int, *, reserve: int = 0, reckless: bool
) -> Card | None:
    """The smallest lesser doom whose value beats ``defence``; a reckless band takes its
    biggest when none does. ``reserve`` lesser dooms are kept back."""
    cards = lesser(hand)
    usable = cards[: len(cards) - reserve] if reserve else cards
    for card in usable:
        if card.value + bonus > defence:
            return card
    if reckless and usable:
        return usable[-1]
    return None


def ambush_tactic(talks: bool, way_back: bool, lights: int) -> Literal[1, 2, 3]:
    """Which surprise tactic the band takes (p. 110): 1 before 2 before 3, where possible."""
    if talks and way_back:
        return 1
    if lights == 1:
        return 2
    return 3


def attack_doom(dooms: Sequence[tuple[str, str]]) -> str | None:
    """The lesser doom an Attack is named with, of ``(name, text)`` pairs already found to be
    Attack dooms that harm: one whose text deals Piercing first, else the first."""
    piercing = next((name for name, text in dooms if "piercing" in text.lower()), None)
    return piercing or next((name for name, _ in dooms), None)
