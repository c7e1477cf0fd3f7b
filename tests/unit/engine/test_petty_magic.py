"""Dwimmercraft's petty magic at will (p. 82): a showy, plainly magical illusion. For one who
likes magic it is the service "cast a spell where it can watch" (``tastes.toml``), which else
asks for a focus or an alchemical thing in hand: no Resolve, no card, 1 XP in training
(p. 33), and, as any service meeting a like, it works without a test (p. 100). The creature is
``test_parley``'s gilded door, here fond of magic."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_lore_bids import teach
from tests.unit.engine.test_parley import character, meeting, moods, of, say
from worm.content.personality import Trait
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import petty_magic
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.rules import dwimmercraft, pack_space
from worm.ui import talk

FOND_OF_MAGIC = (Trait(text="magic tricks", tastes=("magic",)),)


def door(*, dwimmer: str | None) -> Game:
    """The door likes magic; nobody carries a focus or an alchemical thing; a1 knows
    Dwimmercraft in ``dwimmer`` (None: nobody does)."""
    game = meeting(character(start="sadness", likes=FOND_OF_MAGIC))
    taste = game.pack.tastes[petty_magic.TASTE]
    for a in game.guild.adventurers:
        talents = tuple(t for t in a.talents if t.id != dwimmercraft.TALENT)
        inventory = a.inventory
        for c in a.inventory.things():  # the focus and alchemy put aside
            if c.item in taste.items or set(game.pack.items[c.item].tags) & set(taste.items):
                inventory = pack_space.remove(inventory, c.uid)
        update = {"talents": talents, "xp": 3, "inventory": inventory}
        game.set_adventurer(a.model_copy(update=update))
    if dwimmer is not None:
        teach(game, "a1", dwimmercraft.TALENT, dwimmer)
    return game


def test_without_a_focus_nobody_can_cast_for_it() -> None:
    game = door(dwimmer=None)
    with pytest.raises(IllegalCommand, match="Dwimmercraft"):
        say(game, "offer", service=petty_magic.TASTE)


@pytest.mark.parametrize(("state", "xp"), [("mastered", 3), ("in_training", 2)])
def test_the_petty_magic_pleases_one_who_likes_magic_at_will(state: str, xp: int) -> None:
    game = door(dwimmer=state)
    resolve = game.guild.adventurer("a1").resolve
    events = say(game, "offer", service=petty_magic.TASTE)
    assert not of(events, ev.Fate), "a service meeting a like needs no test (p. 100)"
    assert moods(events) and moods(events)[0][2] == "like"
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 82" for e in events)
    a1 = game.guild.adventurer("a1")
    assert a1.resolve == resolve, "at will: no Resolve"
    assert a1.xp == xp, "1 XP while in training (p. 33)"


def test_the_talk_screen_offers_the_show() -> None:
    assert f"service:{petty_magic.TASTE}" not in [k for k, _ in talk.gifts(door(dwimmer=None))]
    game = door(dwimmer="mastered")
    assert f"service:{petty_magic.TASTE}" in [key for key, _ in talk.gifts(game)]


def test_the_bot_puts_on_the_show_for_the_like_it_knows() -> None:
    """The bot's gift for a known like of magic (``Autoplay._offering``) is the show, and the
    engine takes it from one with no focus in hand."""
    game = door(dwimmer="mastered")
    show = Autoplay()._offering(game, game.pack.tastes[petty_magic.TASTE])
    assert show == cmd.Approach(approach="offer", service=petty_magic.TASTE)
    events = game.execute(show)
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 82" for e in events)
