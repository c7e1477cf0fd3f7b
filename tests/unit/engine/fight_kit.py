"""Helpers for Challenge tests: a guild in a fight, the book's goblins, cards placed by hand.

Cards a test puts in a hand or on the table are taken out of the draw or discard pile into
*elsewhere*, as a real draw would, so the decks' census stays true.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from worm import grammar, tarot
from worm.engine import commands as cmd
from worm.engine.actions import fighters
from worm.engine.session import Game
from worm.gm import foes
from worm.model.challenge import GM, Challenge, Part
from worm.model.level import Kin
from worm.model.meeting import Meeting
from worm.tarot import Card

STAND_IN = "forest_imps"  # a monster id whose numbers the tests replace


REAL = foes.statblock


def goblins_block(pack: object) -> foes.Statblock:
    """The example Challenge's goblins (pp. 127–133): Swords 4, HD 2/1, human-sized minions."""
    base = REAL(pack, STAND_IN)  # type: ignore[arg-type]
    return replace(
        base,
        name="Goblin",
        size="human",
        swords=4,
        pentacles=1,
        cups=1,
        wands=1,
        parts=(foes.Part("body", "body", 2, 1, True),),
        lesser=(),
        greater=(),
        notes=(),
        elite=False,
        lord=False,
        larger=False,
        tough=False,
        falls_apart=False,
        mindless=False,
        morale_immune=False,
    )


Blocks = Callable[..., foes.Statblock]
"""A stand-in for ``foes.statblock``: (pack, creature, *, common) to a stat block."""


def swap_statblock(monkeypatch: pytest.MonkeyPatch, patched: Blocks) -> None:
    """Have ``patched`` answer for ``foes.statblock`` until the test ends, and the fight
    rules' memo of the last block read (``fighters._BLOCK``) start and end empty of it.

    The memo keeps a block by pack and creature id, and the content pack is shared by every
    game in the process: a block the patch made, left in it, is the block a later game's
    stand-in fights with (a real one left before the patch, the block this test's fights
    with). The memo is swapped for an empty one and the old one put back untouched."""
    monkeypatch.setattr(foes, "statblock", patched)
    monkeypatch.setattr(fighters, "_BLOCK", [(None, ("", False), None)])


def fight_as_goblins(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the stand-in monster fight as the book's goblins (the ``goblins`` fixture)."""
    real = REAL

    def patched(pack: object, creature: str, *, common: bool = False) -> foes.Statblock:
        if creature == STAND_IN:
            return goblins_block(pack)
        return real(pack, creature, common=common)  # type: ignore[arg-type]

    swap_statblock(monkeypatch, patched)


@pytest.fixture
def goblins(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the stand-in monster fight as the book's goblins."""
    fight_as_goblins(monkeypatch)


def fight(
    seed: int = 3,
    *,
    count: int = 6,
    size: int = 3,
    creature: str = STAND_IN,
    emotion: str = "anger",
    others: tuple[Kin, ...] = (),
) -> Game:
    """A guild of ``size`` in a Challenge with ``count`` creatures, no ambush, before round 1's
    Initiatives are laid; ``others``: other kinds fighting beside them (a mixed fight, each a
    band of its own). A failed test the way down left waiting (seed 1's whispers) is let
    stand first, so no card is out when the fight begins."""
    game = Game.new(seed, size=size)
    game.execute(cmd.Delve())
    while game.pending is not None:
        game.execute(cmd.AcceptFate())
    game.meeting = band_met(game, creature, count, emotion, others)
    game.set_phase("challenge", "test")
    from worm.engine import challenge

    challenge.begin(game)
    return game


def band_met(
    game: Game, creature: str, count: int, emotion: str, others: tuple[Kin, ...] = ()
) -> Meeting:
    """``count`` of ``creature`` met where the guild stands, in ``emotion``, willing to talk
    (their traits drawn from the disposition card on the discard)."""
    monster = game.pack.monsters[creature]
    card = game.read_discard("disposition")
    from worm.gm import parley

    return Meeting(
        creature,
        grammar.band(count, monster.name),
        count,
        game.room,
        emotion,
        "basic",
        True,
        traits=parley.of_creature(game.pack, monster, card),
        talks=True,
        others=others,
    )


def take(game: Game, card: Card) -> None:
    """Move ``card`` from its draw or discard pile to *elsewhere* (as if drawn)."""
    deck = game.decks.deck(card.deck)
    if card in deck.elsewhere:
        raise AssertionError(f"{card.name} is already out")
    draw = tuple(c for c in deck.draw_pile if c != card)
    discard = tuple(c for c in deck.discard_pile if c != card)
    new = tarot.Deck(deck.name, draw, discard, (*deck.elsewhere, card))
    game.decks = game.decks.replace(new)


def give(game: Game, key: str, *names: str) -> tuple[Card, ...]:
    """Replace ``key``'s hand (an adventurer id or "gm") with the cards named."""
    ch: Challenge = game.challenge
    old = ch.hand(key)
    game.decks = tarot.discard_all(game.decks, old)
    cards = tuple(tarot.card_named(n) for n in names)
    for card in cards:
        take(game, card)
    game.challenge = ch.with_hand(key, cards)
    return cards


def set_initiative(game: Game, group: str, name: str, *, shown: bool = False) -> None:
    """Lay ``name`` as ``group``'s Initiative (taking it from the pile, not a hand)."""
    ch: Challenge = game.challenge
    g = ch.group(group)
    if g.initiative is not None:
        game.decks = tarot.discard_all(game.decks, (g.initiative,))
    card = tarot.card_named(name)
    take(game, card)
    game.challenge = ch.with_group(replace(g, initiative=card, shown=shown))


def clear_hands(game: Game) -> None:
    ch: Challenge = game.challenge
    for key in list(ch.hands):
        game.decks = tarot.discard_all(game.decks, ch.hand(key))
    game.challenge = replace(game.challenge, hands={GM: ()})


def set_parts(game: Game, key: str, health: int, defense: int) -> None:
    ch: Challenge = game.challenge
    f = ch.fighter(key)
    game.challenge = ch.with_fighter(replace(f, parts=(Part("body", "body", health, defense),)))


def accounted(game: Game) -> None:
    """Every card is in one place, and every card out of the piles is held by the fight."""
    tarot.check(game.decks)
    held = list(game.challenge.cards()) if game.challenge is not None else []
    if game.pending is not None:
        held += list(game.pending.test.cards)
    for deck in (game.decks.minor, game.decks.major):
        assert sorted(c.name for c in deck.elsewhere) == sorted(
            c.name for c in held if c.deck == deck.name
        )


def lord_fight(creature: str, seed: int = 2) -> Game:
    """The guild of seed 2 (Bryonie, Bidziil with a hammer, Gunhild with a dagger) against
    the lord alone, everyone in one plain zone, every hand empty."""
    game = fight(seed, count=1, size=3, creature=creature)
    ch = game.challenge
    game.challenge = replace(
        ch,
        zones=tuple(replace(z, scenery=(), rules=frozenset()) for z in ch.zones),
        fighters=tuple(replace(f, zone=0) for f in ch.fighters),
    )
    clear_hands(game)
    return game


def who(game: Game, first: str) -> str:
    """The id of the adventurer whose first name is ``first``."""
    return next(a.id for a in game.guild.adventurers if a.name.split()[0] == first)


def lord_turn(game: Game, first: str, card: str) -> str:
    """It is ``first``'s turn, ``card`` in hand; the lord's Initiative is the Two of Cups."""
    key = who(game, first)
    set_initiative(game, "foes", "Two of Cups")
    give(game, key, card)
    ch = game.challenge
    ch = ch.with_group(replace(ch.group(key), acted=True, shown=True))
    game.challenge = replace(ch, step="turn", actor=key, spent=frozenset({key}), count=10)
    return key
