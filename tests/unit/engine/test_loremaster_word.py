"""Loremaster (p. 79): a Resolve may pay for a lore bid in place of the bid itself, whenever
the bidder says so, not only once the bids are gone: in a parley (``lore … resolve``), in
the Crawl (``bid WHO … resolve``) and in a fight (Bid Lore ``loremaster``). The meetings are
``test_lore_bids``'s (the gilded door; seed 2's goblins), the Crawl ``test_lore_questions``'s
(seed 2's guild below)."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import accounted, goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_challenge_actions import play
from tests.unit.engine.test_lore_bids import WANT, bryonie_to_bid, teach
from tests.unit.engine.test_lore_questions import PLAIN, crawl, next_door, told
from tests.unit.engine.test_parley import character, meeting
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.actions.miscellaneous import LOREMASTER, lore_offers
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.rules import lore_bids
from worm.text import fightwords, repl


def said(events: list[ev.Event]) -> list[str]:
    return [e.why for e in events if isinstance(e, ev.Gm) and e.rule == "p. 79"]


def sheet(game: Game, who: str) -> tuple[int, int]:
    a = game.guild.adventurer(who)
    return a.resolve, a.lore_bids


def test_in_a_parley_a_loremaster_pays_a_resolve_with_bids_still_left() -> None:
    game = meeting(character(start="surprise"))
    who = game.guild.adventurers[0].id
    teach(game, who, lore_bids.LOREMASTER, resolve=4, lore_bids=2)
    events = game.execute(cmd.Approach(approach="lore", who=who, paid_with="resolve"))
    assert sheet(game, who) == (3, 2), "1 Resolve in place of the bid; the bids kept"
    assert WANT in game.lore
    assert any("at their word" in why for why in said(events))
    parsed = repl.parse(game, "lore resolve")
    assert isinstance(parsed, cmd.Approach) and parsed.paid_with == "resolve"


def test_only_a_loremaster_with_a_resolve_may_pay_so() -> None:
    game = meeting(character(start="surprise"))
    who = game.guild.adventurers[0].id
    a = game.guild.adventurer(who)
    talents = tuple(t for t in a.talents if t.id != lore_bids.LOREMASTER)
    game.set_adventurer(a.model_copy(update={"talents": talents, "resolve": 3, "lore_bids": 2}))
    with pytest.raises(IllegalCommand, match="only a Loremaster"):
        game.execute(cmd.Approach(approach="lore", who=who, paid_with="resolve"))
    assert WANT not in game.lore and sheet(game, who) == (3, 2)
    teach(game, who, lore_bids.LOREMASTER, resolve=0)
    with pytest.raises(IllegalCommand, match="no Resolve left"):
        game.execute(cmd.Approach(approach="lore", who=who, paid_with="resolve"))


def test_in_the_crawl_a_bid_on_a_room_paid_with_a_resolve() -> None:
    game = crawl()
    who = game.guild.adventurers[0].id
    a = game.guild.adventurer(who)
    game.set_adventurer(a.model_copy(update={"motifs": ("Gentleman burglar", *PLAIN[1:])}))
    teach(game, who, lore_bids.LOREMASTER, resolve=3, lore_bids=4)
    key = next_door(game)
    name = game.guild.adventurer(who).name
    command = repl.parse(game, f"bid {name.split()[0]} room {key} resolve")
    assert command == cmd.AskLore(who=who, about="room", room=key, paid_with="resolve")
    events = game.execute(command)
    assert sheet(game, who) == (2, 4)
    assert any(t.startswith(f"{name}: {key}:") for t in told(events))


@pytest.mark.usefixtures("goblins")
def test_in_a_fight_bid_lore_loremaster_pays_a_resolve() -> None:
    game, bryonie = bryonie_to_bid()
    teach(game, bryonie, lore_bids.LOREMASTER, lore_bids=3, resolve=2)
    ch = game.challenge
    a = game.guild.adventurer(bryonie)
    offered = {o.option for o in lore_offers(game, ch.fighter(bryonie), ch, a)}
    assert offered == {None, LOREMASTER}, "both ways offered while both are left"
    parsed = fightwords.parse(game, "play", "play bryonie 2s lore loremaster")
    assert isinstance(parsed, cmd.Play) and parsed.option == LOREMASTER
    known = len(game.lore)
    play(game, "Bryonie", "Two of Swords", "Bid Lore", option=LOREMASTER)
    assert sheet(game, bryonie) == (1, 3)
    assert len(game.lore) == known + 1
    accounted(game)
