"""Dwimmercraft played (p. 82): second sight focused for a watch with 1 Resolve.

In the Crawl it reads the room the guild stands in and the next room entered (the watch it
lasts, policy ``worm.rules.dwimmercraft``): a trap an illusion hides is seen through and
passed safely, an enchanted one is spotted (policy ``worm.gm.second_sight``); it tells which
dwellers of the room are sorcerers or can pass unseen, and which of its treasures are magical
(the same policy). In a Challenge fought in its watch the seer's blows suffer no disfavor for
a Shrouded target (p. 13). The petty magic (p. 82) is played where a trap offers
it, as a choice that takes the talent (``worm.engine.explore.perform``)."""

from __future__ import annotations

from dataclasses import replace

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import second_sight_tells as tells
from worm.engine import training, traps
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import second_sight as policy
from worm.rules import dwimmercraft as rules


def focus(game: Table, command: cmd.SecondSight) -> None:
    """``command.who`` spends 1 Resolve to focus second sight for this watch (p. 82)."""
    game.require_crawl()
    a = training.user(game, command.who, rules.TALENT, rules.SIGHT_PAGE)
    if rules.sees(game.sight, a.id, game.watches):
        raise IllegalCommand(f"{a.name}'s second sight is focused already (p. 82)")
    if a.resolve < rules.SIGHT_RESOLVE:
        raise IllegalCommand(
            f"second sight costs {rules.SIGHT_RESOLVE} Resolve; {a.name} has {a.resolve} (p. 82)"
        )
    game.set_adventurer(a.model_copy(update={"resolve": a.resolve - rules.SIGHT_RESOLVE}))
    training.use(game, a.id, rules.TALENT)
    game.log.emit(
        ev.Condition,
        who=a.name,
        change=f"Resolve {a.resolve - rules.SIGHT_RESOLVE}",
        cause="second sight",
    )
    game.sight = rules.focus(game.sight, a.id, game.watches)
    game.ruling("p. 82", f"{a.name} focuses second sight for the watch")
    if not read(game, game.room):
        game.log.emit(ev.Narration, text="Second sight shows nothing magical here.")


def read(game: Table, room: int) -> bool:
    """What a seer's second sight shows of ``room``'s traps; True when it showed any. Called
    on focusing and on entering a room while the sight holds."""
    seer = next((a for a in game.guild.in_marching_order() if a.active and sees(game, a.id)), None)
    if seer is None or room < 0:
        return False
    showed = False
    for trap in traps.live(game, room):
        shown = policy.shows(trap.id)
        if shown is None:
            continue
        text, unveiled = shown
        showed = True
        game.log.emit(ev.Narration, text=f"{seer.name}'s second sight: {text}.")
        traps.spot(game, room, trap, how="seen by second sight")
        if unveiled:
            state = game.state
            game.states[game.depth] = replace(state, passed=state.passed | {(room, trap.id)})
            game.ruling("p. 82", f"the true way is seen: the guild is past {trap.name}")
    return _tell(game, seer.name, room) or showed


def _tell(game: Table, seer: str, room: int) -> bool:
    """What else second sight tells in ``room`` (p. 82): which of its dwellers are sorcerers
    or can pass unseen (``worm.engine.second_sight_tells``), which of its treasures are
    magical, and what enchantment or illusion is in its features (policy
    ``worm.gm.second_sight``); True when it told anything."""
    stock = game.level.stock[room]
    told = [t for kind in dict.fromkeys(stock.denizens) for t in tells.of_kind(game, kind)]
    for treasure in dict.fromkeys(stock.treasure):
        if policy.magical_treasure(game.pack, treasure):
            told.append(f"the {game.pack.treasure[treasure].name} here is a magical thing")
    for feature in dict.fromkeys(stock.features):
        shown = policy.feature(game.pack, feature)
        if shown is not None:
            told.append(f"{game.pack.features[feature].name}: {shown}")
    tells.tell(game, seer, told)
    return bool(told)


def sees(game: Table, who: str) -> bool:
    """Whether ``who``'s second sight holds now (p. 82)."""
    return rules.sees(game.sight, who, game.watches)
