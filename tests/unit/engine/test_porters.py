"""A Jarl's goblin horde as porters (p. 65): every goblin bears a single slot of the guild's
gear. A guild-mate hands a thing over or takes it back; the horde refuses what does not fit;
a goblin killed drops what no longer fits, and what it drops is lost; a thing found that the
jarl has no room for is picked up by the horde."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_jarl import jarl_in_city
from worm.content.interaction import GainItem
from worm.engine import autocity, companions, jarl, kit, outcomes, porters
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.companion import Companion
from worm.model.inventory import Inventory
from worm.text import porterwords, repl
from worm.ui import carrying


def with_horde(goblins: int = 2) -> Game:
    """a1, a Jarl in the City with a horde of ``goblins`` (2 + XP spent, p. 65), carrying only
    two ropes and a bedroll (one slot each and two) to hand over."""
    game = jarl_in_city(xp=goblins - 2)
    game.execute(cmd.CityAct(who="a1", action="horde", amount=goblins - 2))
    a = game.guild.adventurer("a1").model_copy(update={"inventory": Inventory()})
    a, placed = kit.gain(a, "rope", 2, game.pack)
    a, more = kit.gain(a, "bedroll", 1, game.pack)
    assert (placed, more) == (2, 1)
    game.set_adventurer(a)
    return game


def horde(game: Game) -> Companion:
    found = jarl.horde_of(game, "a1")
    assert found is not None
    return found


def carried(game: Game, item: str) -> int:
    return sum(c.count for c in game.guild.adventurer("a1").inventory.things() if c.item == item)


def test_a_goblin_carries_a_slot_and_a_thing_comes_back() -> None:
    """p. 65: two goblins carry two slots: a rope and a rope, not a bedroll beside them."""
    game = with_horde(2)
    ropes = carried(game, "rope")
    game.execute(repl.parse(game, "load a1 rope"))  # type: ignore[arg-type]
    game.execute(cmd.Porter(who="a1", item="rope"))
    assert carried(game, "rope") == ropes - 2
    assert [c.item for c in horde(game).load] == ["rope", "rope"]
    with pytest.raises(IllegalCommand, match="carry 2 slots' worth and have 0 free"):
        game.execute(cmd.Porter(who="a1", item="bedroll"))
    game.execute(cmd.Porter(who="a1", item="rope", back=True))
    assert carried(game, "rope") == ropes - 1 and len(horde(game).load) == 1


def test_a_bedroll_takes_two_goblins() -> None:
    game = with_horde(3)
    game.execute(cmd.Porter(who="a1", item="bedroll"))
    assert porters.burden(game, horde(game)) == 2
    game.execute(cmd.Porter(who="a1", item="rope"))
    assert porters.burden(game, horde(game)) == 3


def test_a_goblin_killed_drops_the_last_thing_handed_over_and_it_is_lost() -> None:
    """p. 65: every Wound kills a goblin; with one fewer slot, the last load falls."""
    game = with_horde(3)
    game.execute(cmd.Porter(who="a1", item="rope"))
    game.execute(cmd.Porter(who="a1", item="bedroll"))
    start = len(game.log.events)
    companions.take_wound(game, horde(game), cause="a test")
    assert horde(game).goblins == 2
    assert [c.item for c in horde(game).load] == ["rope"]
    lost = [e for e in game.log.events[start:] if isinstance(e, ev.Item)]
    assert [(e.item, e.change) for e in lost] == [("Bedroll", "lost")]


def test_a_horde_wiped_out_loses_the_lot() -> None:
    game = with_horde(2)
    game.execute(cmd.Porter(who="a1", item="rope"))
    uid = horde(game).id
    for _ in range(2):
        companions.take_wound(game, horde(game), cause="a test")
    dead = game.guild.companion(uid)
    assert dead.dead and dead.load == ()


def test_what_the_jarl_has_no_room_for_the_horde_picks_up() -> None:
    """A thing found (an outcome's gain) that the pack cannot hold goes to the horde."""
    game = with_horde(4)
    a = game.guild.adventurer("a1")
    full, _ = kit.gain(a, "rope", 60, game.pack)
    game.set_adventurer(full)
    before = carried(game, "rope")
    outcomes.play(game, (GainItem(effect="gain_item", item="rope", count=3),), "a1")
    assert carried(game, "rope") == before  # no room in belt or pack
    assert [c.item for c in horde(game).load] == ["rope"] * 3


def test_no_horde_no_porters_and_the_listing_says_so() -> None:
    game = jarl_in_city()
    with pytest.raises(IllegalCommand, match="no goblin horde"):
        game.execute(cmd.Porter(who="a1", item="rope"))
    assert "no goblin horde" in porterwords.listing(game)


def test_the_listing_and_sheet_show_the_load() -> None:
    game = with_horde(2)
    game.execute(cmd.Porter(who="a1", item="rope"))
    told = porterwords.listing(game)
    assert "carrying Rope" in told and "room for 1 of 2 slots" in told


def test_the_bot_takes_back_what_it_has_room_for() -> None:
    """Policy ``worm.gm.porters``: a fallen goblin's load is lost, so the bot's jarl takes its
    things back from the horde whenever they fit in its own belt and pack."""
    game = with_horde(2)
    game.execute(cmd.Porter(who="a1", item="rope"))
    command = autocity.take_back(game, set())
    assert command is not None and command.back and command.who == "a1"
    game.execute(command)
    assert horde(game).load == () and autocity.take_back(game, set()) is None


def test_the_terminal_offers_both_ways_and_sends_the_very_thing() -> None:
    """The terminal's porter list (key G): each thing to hand over, each load to take back."""
    game = with_horde(2)
    options = carrying.porter_options(game)
    give = next(v for v, words in options if words == f"{name(game)} hands over Rope")
    game.execute(carrying.porter_command(give))
    assert [c.item for c in horde(game).load] == ["rope"]
    back = [v for v, words in carrying.porter_options(game) if "takes back Rope" in words]
    assert len(back) == 1
    game.execute(carrying.porter_command(back[0]))
    assert horde(game).load == ()


def name(game: Game) -> str:
    return game.guild.adventurer("a1").name


def test_any_guild_mate_hands_things_over_and_each_is_its_own() -> None:
    """The goblins carry the guild's things (p. 65): a second guild-mate's rope joins the
    jarl's, each kept apart, so the one taken back is the one named."""
    game = with_horde(2)
    b = game.guild.adventurer("a2").model_copy(update={"inventory": Inventory()})
    b, placed = kit.gain(b, "rope", 1, game.pack)
    game.set_adventurer(b)
    game.execute(cmd.Porter(who="a1", item="rope"))
    game.execute(cmd.Porter(who="a2", item="rope"))
    uids = [c.uid for c in horde(game).load]
    assert placed == 1 and len(set(uids)) == 2
    game.execute(cmd.Porter(who="a2", item="rope", uid=uids[1], back=True))
    assert [c.uid for c in horde(game).load] == uids[:1]
    assert kit.count(game.guild.adventurer("a2"), "rope") == 1
