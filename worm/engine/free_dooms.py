"""Resilient and Supernatural Speed played at the start of a band's turn, outside the one card
a turn (pp. 276, 282): the rules are ``worm.rules.free_dooms``, the GM's choice the policy
``worm.gm.free_dooms``."""

from __future__ import annotations

from collections.abc import Callable

from worm import grammar, tarot
from worm.engine.actions import fighters, harm
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
    for member in members:
        for step in steps:
            if game.challenge is None or not game.challenge.fighter(member.key).fighting:
                break
            harm.enter_zone(game, member.key, step)
