"""Resilient and Supernatural Speed at the start of a band's turn, and the retreats as a band
runs, each outside the one card a turn (pp. 251, 258, 274, 276, 282, 284): the rules are
``worm.rules.free_dooms``, the GM's choice the policy ``worm.gm.free_dooms``."""

from __future__ import annotations

from collections.abc import Callable

from worm import grammar, tarot
from worm.engine.actions import engagement, fighters, harm
from worm.engine.table import Table
from worm.gm import free_dooms as policy
from worm.model.challenge import GM, evolve
from worm.rules import free_dooms


def _spend(game: Table, cards: tuple[tarot.Card, ...]) -> None:
    ch = game.under_way()
    hand = list(ch.hand(GM))
    for card in cards:
        hand.remove(card)
    game.challenge = ch.with_hand(GM, tuple(hand))
    game.decks = tarot.discard_all(game.decks, cards)


def resilient(game: Table, key: str, *, keep: int) -> None:
    """Resilient (p. 276): a greater doom discarded, and every effect on the band is gone."""
    stats = fighters.band_block(game, key)
    if free_dooms.RESILIENT not in (d.name for d in stats.greater):
        return
    ch = game.under_way()
    known = game.pack.effects
    members = [f for f in ch.members(key) if f.fighting]
    hampered = any(e in known for f in members for e in f.effects)
    card = policy.resilient_card(ch.hand(GM), hampered=hampered, keep=keep)
    if card is None:
        return
    _spend(game, (card,))
    shed = sorted({known[e].name for f in members for e in f.effects if e in known})
    ch = game.under_way()
    for member in members:
        ch = ch.with_fighter(
            evolve(
                ch.fighter(member.key),
                effects=frozenset(e for e in member.effects if e not in known),
            )
        )
    game.challenge = ch
    game.ruling(
        f"p. {free_dooms.PAGE[free_dooms.RESILIENT]}",
        f"Resilient: the GM discards {card.name}, outside the one card a turn, and "
        f"{ch.group(key).name} shake off {', '.join(shed)}",
    )


def speed(
    game: Table,
    key: str,
    path_to_guild: Callable[[], list[int] | None],
    *,
    fleeing: bool,
) -> None:
    """Supernatural Speed (p. 282): lesser dooms discarded, one zone toward the nearest
    adventurer for each. ``path_to_guild``: the zones on the way, or None."""
    stats = fighters.band_block(game, key)
    if fleeing or free_dooms.SPEED not in (d.name for d in stats.lesser):
        return
    ch = game.under_way()
    members = [f for f in ch.members(key) if f.fighting]
    if not members or any(f.engaged for f in members):
        return
    if ch.in_zone(members[0].zone, "guild"):
        return
    path = path_to_guild()
    if not path:
        return
    cards = policy.speed_cards(ch.hand(GM), len(path))
    if not cards:
        return
    _spend(game, cards)
    steps = path[: len(cards)]
    game.ruling(
        f"p. {free_dooms.PAGE[free_dooms.SPEED]}",
        f"Supernatural Speed: the GM discards {', '.join(c.name for c in cards)}, outside the "
        f"one card a turn, and {grammar.agree(ch.group(key).name, 'move')} "
        f"{grammar.toward(ch.zone(steps[-1]).name)}",
    )
    harm.walk(game, [f.key for f in members], steps)


def retreat(game: Table, key: str) -> bool:
    """A retreat doom as the band runs while engaged (pp. 251, 258, 274, 284): a card
    discarded, and each member disengaged from one adventurer or from all. Returns whether
    the band is now free of every engagement."""
    stats = fighters.band_block(game, key)
    names = [d.name for d in (*stats.greater, *stats.lesser)]
    doom = next((n for n in names if n in free_dooms.RETREATS), None)
    ch = game.under_way()
    members = [f for f in ch.members(key) if f.fighting and f.engaged]
    if doom is None or not members:
        return not members
    card = policy.retreat_card(ch.hand(GM), any_card=doom in free_dooms.ANY_CARD)
    if card is None:
        return False
    page, every = free_dooms.RETREATS[doom]
    _spend(game, (card,))
    for member in members:
        if every:
            engagement.disengage(game, member.key)
        else:
            _part(game, member.key, sorted(member.engaged)[0])
    game.ruling(
        f"p. {page}",
        f"{doom}: the GM discards {card.name}, outside the one card a turn, and "
        f"{grammar.agree(ch.group(key).name, 'break')} away"
        + ("" if every else " from one adventurer"),
    )
    return not any(f.engaged for f in game.under_way().members(key) if f.fighting)


def _part(game: Table, one: str, other: str) -> None:
    """``one`` and ``other`` are no longer engaged with each other."""
    ch = game.under_way()
    a, b = ch.fighter(one), ch.fighter(other)
    ch = ch.with_fighter(evolve(a, engaged=a.engaged - {other}))
    game.challenge = ch.with_fighter(evolve(ch.fighter(other), engaged=b.engaged - {one}))
