"""The lich's crystal skull (pp. 269–270): beaten, he crumbles to a skull in his lair, which
grows a new body by the next restock (policy ``worm.gm.crystal_skull``) unless the guild
finds his phylactery on the shelf of letters there and destroys it."""

from __future__ import annotations

from dataclasses import replace

from tests.unit.engine.test_choice_held import neighbours
from tests.unit.engine.test_crawl import below, stack
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import explore, phylactery, restocking
from worm.engine.session import Game
from worm.gm import crystal_skull, foes
from worm.model.level import Band

LICH = "the_locust_lich"  # seed I's lord, on the Yellow King (p. 269)


def lair_with_a_skull() -> tuple[Game, int]:
    """Seed 2's guild in 101; the room beside it is now the lich's lair, where he lies as a
    crystal skull (the fight with him won)."""
    game = below(2)
    level = game.level
    room = next(r for r in neighbours(game) if not level.stock[r].denizens)
    assert not level.stock[room].traps, "the room beside has no trap"
    stock = list(level.stock)
    stock[room] = replace(stock[room], denizens=[LICH], lord=True, faction="")
    levels = list(game.world.levels)
    levels[game.depth - 1] = replace(level, stock=stock)
    game._world = replace(game.world, levels=tuple(levels))
    game._level = None
    state = game.state
    slain = Band(room, LICH, 0, "slain", lord=True)
    game.states[game.depth] = replace(state, bands=(*state.bands, slain))
    return game, room


def restock(game: Game) -> list[ev.Event]:
    mark = len(game.log.events)
    restocking.restock(game)
    return list(game.log.events[mark:])


def test_the_skull_grows_a_new_body_by_the_next_restock() -> None:
    """p. 270: the crystal skull regrows a body unless the phylactery is destroyed; the lich
    stands in his lair again, whole, and is met there."""
    game, room = lair_with_a_skull()
    events = restock(game)
    grown = [e for e in events if isinstance(e, ev.Gm) and "crystal skull" in e.why]
    assert grown and grown[0].rule == "p. 270"
    band = game.state.band(room)
    assert band is not None and (band.creature, band.count, band.fate) == (LICH, 1, "refilled")
    assert band.lord


def test_the_phylactery_found_on_his_shelf_ends_him_for_good() -> None:
    """p. 270: his phylactery is one letter filed among many on a shelf in his chambers; found
    (a Wands test, policy ``worm.gm.crystal_skull.SEARCH``) and destroyed, he grows no body."""
    game, room = lair_with_a_skull()
    game.execute(cmd.Go(to=game.plan.key(room)))
    assert game.meeting is None and game.phase == "crawl"
    [(name, (search,))] = [c for c in explore.choices_here(game) if c[0] == phylactery.SHELF]
    assert search.approach == "wands"
    stack(game, minor=("King of Wands",))
    game.execute(cmd.Act(target="shelf", option=1))
    while game.pending is not None:
        game.execute(cmd.AcceptFate())
    assert crystal_skull.DESTROYED in game.state.flags
    assert not [c for c in explore.choices_here(game) if c[0] == phylactery.SHELF]
    events = restock(game)
    assert not [e for e in events if isinstance(e, ev.Gm) and "crystal skull" in e.why]
    assert game.state.band(room).fate == "slain"


def test_only_a_lord_with_a_phylactery_regrows() -> None:
    """The Sporehulk has no phylactery: his lair stays empty (p. 160)."""
    game = below(2)
    assert crystal_skull.immortal(foes.statblock(game.pack, LICH))
    assert not crystal_skull.immortal(foes.statblock(game.pack, "the_sporehulk"))
