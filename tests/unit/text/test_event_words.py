"""The City Events in the text game (pp. 151–153): 'buyback WHO ITEM' takes stolen gear back off
the stall, and the `city` status tells what the City keeps from its events; odd words are
answered in words, never with a traceback."""

from __future__ import annotations

import io

import pytest

from tests.unit.engine.test_city import sheet
from tests.unit.engine.test_city_events import out
from tests.unit.engine.test_crawl import of
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import city_events as policy
from worm.text import repl


def said(game: Game, *lines: str) -> str:
    said_out = io.StringIO()
    for line in lines:
        assert repl.answer(game, line, said_out)
    return said_out.getvalue()


def robbed() -> tuple[Game, str, str]:
    """A Theft (XVI, p. 152) on the way in: the robbed adventurer's first name and the item."""
    game = out(16)
    assert game.city is not None
    owner, item, _ = game.city.stall[0]
    sheet(game, owner, gold=100)
    return game, game.guild.adventurer(owner).name.split()[0], item


def test_the_status_offers_the_stolen_gear_and_buyback_takes_it_back() -> None:
    game, who, item = robbed()
    name = game.pack.items[item].name
    price = policy.buy_back_price(name)
    assert f"'buyback {who} {item}' for {price} gold" in said(game, "city")
    assert repl.parse(game, f"buyback {who} {item}") == cmd.BuyBack(
        who=game.guild.adventurer(who).id, item=item
    )
    said(game, f"buyback {who} {name}")
    buyer = game.guild.adventurer(who)
    assert buyer.gold == 100 - price
    assert any(c.item == item for c in buyer.inventory.things())
    assert game.city is not None and game.city.stall == ()
    (bought,) = [e for e in of(game.log.events, ev.Market) if e.side == "bought"]
    assert (bought.item, bought.price) == (name, price)


def test_buying_back_what_costs_more_than_the_purse_is_refused_with_the_price() -> None:
    game, who, item = robbed()
    sheet(game, game.guild.adventurer(who).id, gold=1)
    text = said(game, f"buyback {who} {item}")
    assert text.startswith("No: ") and "the trader wants" in text


@pytest.mark.parametrize(
    "line", ["buyback", "buyback nobody x", "buyback a1 moonbeam", "buyback a1"]
)
def test_odd_buyback_words_are_answered_in_words(line: str) -> None:
    game, _, _ = robbed()
    text = said(game, line)
    assert text.startswith("No: ") and "Traceback" not in text


@pytest.mark.parametrize(("card", "line"), [(9, "act {who} carouse"), (7, "act {who} beg")])
def test_a_city_action_the_event_bars_is_refused_in_words(card: int, line: str) -> None:
    """The Feast of the Constellations bars Carousing; St. Naos allows nothing else (p. 151)."""
    game = out(card, gold=(200, 200, 200))
    who = game.guild.adventurers[0].name.split()[0]
    for a in game.guild.adventurers:
        game.execute(cmd.Upkeep(who=a.id, tier="common"))
    text = said(game, line.format(who=who))
    assert text.startswith("No: ") and "barred this phase by The " in text
    assert "Traceback" not in text
