"""Colossal in a Challenge (p. 61): a troll spends 1 Resolve and a card of any suit to bring
down a piece of the scenery in its zone — the battlefield changes, and nothing else: no harm,
no effect on anyone (policy ``worm.gm.wreckage``). Offered in the fight menus, typed in the
text game, and played by the bot's troll against a piece that hampers the guild.

Seed 2's guild against three goblins, as ``test_challenge_actions`` sets it up."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import goblins  # noqa: F401
from tests.unit.engine.test_challenge_actions import hand, key, lay, ready, turn
from tests.unit.engine.test_outright import arete
from worm import tarot
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import options
from worm.engine.actions import wreck
from worm.engine.session import Game
from worm.engine.skirmish import Skirmisher
from worm.errors import IllegalCommand
from worm.text import fightwords

pytestmark = pytest.mark.usefixtures("goblins")


def in_zone(*pieces: str, resolve: int = 2) -> Game:
    """Gunhild, a troll with Colossal and ``resolve``, to act in the first zone, which holds
    ``pieces``; a Two of Cups and a Ten of Swords in hand."""
    game = ready()
    rules = frozenset(r for p in pieces for r in game.pack.scenery[p].rules)
    ch = game.challenge
    first = replace(ch.zones[0], scenery=pieces, rules=rules)
    game.challenge = replace(ch, zones=(first, *ch.zones[1:]))
    who = key(game, "Gunhild")
    arete(game, who, "colossal", resolve)
    lay(
        game,
        "The Emperor",
        Gunhild="Two of Wands",
        Bidziil="Three of Wands",
        Bryonie="Four of Cups",
    )
    hand(game, "Gunhild", "Two of Cups", "Ten of Swords")
    turn(game, "Gunhild")
    return game


def colossal_plays(game: Game, card: str = "Two of Cups") -> list[options.PlayOption]:
    """What the fight menus (both read ``options.plays``) offer Gunhild's ``card``."""
    held = tarot.card_named(card)
    return [o for o in options.plays(game, key(game, "Gunhild"), held) if o.action == "Colossal"]


def test_the_stalactites_come_down_as_rubble() -> None:
    """p. 61: the forest of stalactites becomes a heap of rubble — cover and slow going, for
    1 Resolve — and no one is hurt or laid low by it."""
    game = in_zone("stalactites")
    who = key(game, "Gunhild")
    before = {f.key: (f.effects, f.parts) for f in game.challenge.fighters}
    typed = fightwords.parse(game, "play", "play gunhild 2c colossal stalactites")
    assert isinstance(typed, cmd.Play) and typed.action == "Colossal"
    events = game.execute(typed)
    zone = game.challenge.zones[0]
    assert zone.scenery == ("heap_of_rubble",) and zone.rules == {"cover", "slow"}
    assert game.guild.adventurer(who).resolve == 1
    assert any(g.rule == "p. 61" and "Colossal" in g.why for g in events if isinstance(g, ev.Gm))
    after = {f.key: (f.effects, f.parts) for f in game.challenge.fighters}
    assert after == before  # no harm, no effect (p. 61)
    assert not [e for e in events if isinstance(e, ev.Wound)]


def test_the_chandeliers_come_down_and_the_footing_is_steady() -> None:
    """A piece with nothing left in its place: its rules go, another piece's stay."""
    game = in_zone("hanging_chandeliers", "icy_floors")
    game.execute(cmd.Play(who=key(game, "Gunhild"), card="Two of Cups", action="Colossal"))
    zone = game.challenge.zones[0]
    assert zone.scenery == ("icy_floors",)
    assert zone.rules == {"slippery", "precarious"}  # the ice's own


def scenery_plays(game: Game) -> list[options.PlayOption]:
    """The Colossal plays that bring down scenery (not those that bar or open a way out)."""
    return [o for o in colossal_plays(game) if not (o.option or "").startswith(wreck.WAY)]


def test_it_is_offered_only_where_there_is_something_to_bring_down() -> None:
    game = in_zone("stalactites")
    offered = scenery_plays(game)
    assert [o.option for o in offered] == ["stalactites"]
    assert "Bring down a forest of stalactites" in offered[0].label
    game = in_zone("icy_floors")
    assert not scenery_plays(game)
    with pytest.raises(IllegalCommand, match="Colossal"):
        game.execute(cmd.Play(who=key(game, "Gunhild"), card="Two of Cups", action="Colossal"))


def test_no_resolve_no_feat() -> None:
    game = in_zone("stalactites", resolve=0)
    assert not colossal_plays(game)
    with pytest.raises(IllegalCommand, match="Resolve"):
        game.execute(cmd.Play(who=key(game, "Gunhild"), card="Two of Cups", action="Colossal"))


def test_the_bots_troll_brings_down_what_hampers_it() -> None:
    """Policy (``Skirmisher._wreck``): swaying chandeliers (precarious) come down with the
    lowest card; stalactites, which only give cover, are left standing."""
    game = in_zone("hanging_chandeliers")
    command = Skirmisher().next(game)
    assert command == cmd.Play(
        who=key(game, "Gunhild"),
        card="Two of Cups",
        action="Colossal",
        option="hanging_chandeliers",
    )
    game = in_zone("stalactites")
    command = Skirmisher().next(game)
    assert not (isinstance(command, cmd.Play) and command.action == "Colossal")


def _way(game: Game) -> int:
    """The first way out of the fight beside Gunhild's zone (a precondition, asserted)."""
    ch = game.challenge
    way = next(z for z in ch.zones if z.exit and z.id in ch.zones[0].neighbours)
    return way.id


def test_the_troll_bars_a_way_out_and_smashes_it_open_again() -> None:
    """p. 61 (a door smashed down, a portcullis pulled up: the battlefield changed): a troll
    beside a way out brings its door down across it — no longer a way out, for anyone — for
    1 Resolve, offered in the fight menus and typed in the text game; later a barred way is
    smashed open, a way out once more. No one is hurt or laid low."""
    game = in_zone(resolve=3)
    who, way = key(game, "Gunhild"), _way(game)
    name = game.challenge.zone(way).name
    offered = [o for o in colossal_plays(game) if o.option == f"{wreck.WAY}{way}"]
    assert offered and offered[0].label.startswith(f"Bar {name}")
    before = {f.key: (f.effects, f.parts) for f in game.challenge.fighters}
    typed = fightwords.parse(game, "play", f"play gunhild 2c colossal bar {name}")
    assert isinstance(typed, cmd.Play) and typed.action == "Colossal"
    events = game.execute(typed)
    barred = game.challenge.zone(way)
    assert not barred.exit and barred.barred and barred.name.endswith("(barred)")
    assert game.guild.adventurer(who).resolve == 2
    assert any(g.rule == "p. 61" and "Colossal" in g.why for g in events if isinstance(g, ev.Gm))
    assert {f.key: (f.effects, f.parts) for f in game.challenge.fighters} == before
    hand(game, "Gunhild", "Three of Cups", "Nine of Swords")
    turn(game, "Gunhild")
    offered = [o for o in colossal_plays(game, "Three of Cups") if o.option == f"{wreck.WAY}{way}"]
    assert offered and offered[0].label.startswith(f"Smash open {name}")
    game.execute(cmd.Play(who=who, card="Three of Cups", action="Colossal", option=f"open {name}"))
    opened = game.challenge.zone(way)
    assert opened.exit and not opened.barred and opened.name == name
    assert game.guild.adventurer(who).resolve == 1


@pytest.mark.parametrize("going_badly", [True, False])
def test_the_bots_troll_smashes_open_a_barred_way_when_the_fight_goes_badly(
    going_badly: bool,
) -> None:
    """Policy (``wreckage.reopens``): a way barred by the band's ambush (p. 110), and half the
    guild Injured (the guild may retreat, pp. 123–124): the bot's troll smashes it open with
    its lowest card; with no one Injured it leaves it barred, and it never bars one."""
    game = in_zone(resolve=3)
    way = _way(game)
    ch = game.challenge
    shut = replace(ch.zone(way), exit=False, barred=True, name=f"{ch.zone(way).name} (barred)")
    game.challenge = replace(ch, zones=tuple(shut if z.id == way else z for z in ch.zones))
    if going_badly:
        for name in ("Bidziil", "Bryonie"):
            a = game.guild.adventurer(key(game, name))
            hurt = a.conditions.model_copy(update={"injured": True})
            game.set_adventurer(a.model_copy(update={"conditions": hurt}))
    sent = Skirmisher().next(game)
    smashed = isinstance(sent, cmd.Play) and sent.action == "Colossal"
    assert smashed is going_badly
    if going_badly:
        assert isinstance(sent, cmd.Play) and sent.option == f"{wreck.WAY}{way}"
        game.execute(sent)
        assert game.challenge.zone(way).exit
