"""A light in hand is not made for a fight (p. 95): a Wound in a Challenge may strike it, and
then it breaks and goes out. Policy (``worm.gm.struck_lights``): the blow finds the light when
a Wands card tops the minor discard."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_challenge_actions import gunhild_first, key
from worm import tarot
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.actions import harm
from worm.engine.session import Game
from worm.gm import struck_lights
from worm.model.inventory import Carried


def _topped(game: Game, name: str) -> None:
    """``name`` on top of the minor discard pile, wherever it was."""
    card = tarot.card_named(name)
    deck = game.decks.minor
    assert card in deck.draw_pile or card in deck.discard_pile, name
    draw = tuple(c for c in deck.draw_pile if c != card)
    pile = (card, *(c for c in deck.discard_pile if c != card))
    game.decks = game.decks.replace(tarot.Deck("minor", draw, pile, deck.elsewhere))
    assert game.decks.minor.top_discard == card


def _torch_in_hand(game: Game, who: str) -> Carried:
    a = game.guild.adventurer(who)
    inv = a.inventory
    torch = Carried(uid=inv.next_uid(), item="torch", count=1, flickers=3, lit=True)
    other = inv.hands[1] if inv.hands[1] is not inv.hands[0] else None
    game.set_adventurer(
        a.model_copy(update={"inventory": inv.model_copy(update={"hands": (torch, other)})})
    )
    return torch


@pytest.mark.parametrize(
    ("top", "breaks"),
    [("Three of Wands", True), ("Six of Cups", False), ("King of Swords", False)],
)
def test_a_wound_in_a_fight_may_break_the_torch_in_hand(top: str, breaks: bool) -> None:
    game = gunhild_first()
    who = key(game, "Gunhild")
    torch = _torch_in_hand(game, who)
    _topped(game, top)
    mark = len(game.log.events)
    harm.wound_adventurer(game, who, cause="a goblin's spear")
    events = game.log.since(mark)
    held = [c.uid for c in game.guild.adventurer(who).inventory.things()]
    assert (torch.uid not in held) is breaks
    assert [(e.item, e.change) for e in events if isinstance(e, ev.Light)] == (
        [("Torch", "destroyed")] if breaks else []
    )
    rulings = [g for g in events if isinstance(g, ev.Gm) and "breaks and goes out" in g.why]
    assert [g.rule for g in rulings] == (["p. 95"] if breaks else [])
    assert kit.lit(game.guild.adventurer(who)) == ([] if breaks else [torch])


def test_the_policy_reads_only_a_wands_card() -> None:
    """One minor card in four on average: the fourteen Wands, never the Fool."""
    hits = [c.name for c in tarot.MINOR_CARDS if struck_lights.struck(c)]
    assert len(hits) == 14 and all(n.endswith("of Wands") for n in hits)
    assert not struck_lights.struck(None)
