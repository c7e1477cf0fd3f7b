"""The mimic's Ambush (p. 273): asleep, a mimic looks exactly like a thing, and lies in its
room as one until someone handles it.

- A room's band sleeps camouflaged while every kind in it carries the ``NOTE`` (its bestiary
  base says so), the guild has not met it (no band remembered there) and the room is not
  settled. Entering, the guild meets no one: the room holds the thing the kind passes for
  (``Monster.disguise``), among what the room offers (``explore.choices_here``).
- Handling the thing (``act``) is a Cups test of the one who reaches for it: a success draws
  the hand back before the mimic wakes; a failure is a Piercing Wound as it bites. Either
  way the guild now knows what it is (a level flag, ``seen``).
- A Challenge follows only if the guild keeps at it: the thing, known, offers "attack it",
  which begins the fight with the whole band, the guild striking first (no one lies in wait
  for it any longer).
"""

from __future__ import annotations

from dataclasses import replace

from worm import grammar
from worm.content.interaction import Interaction, Nothing, Wound
from worm.content.monsters import Monster
from worm.engine import events as ev
from worm.engine import fortune, meet, outcomes, restocking
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.crawl import Followup
from worm.rules import fate

NOTE = "Ambush"
PAGE = "p. 273"
HANDLE = 1
ATTACK = 1


def asleep(game: Table, room: int) -> tuple[Monster, int] | None:
    """The kind asleep in ``room`` as a thing, and how many, else None."""
    if room < 0 or game.meeting is not None or room in game.state.settled:
        return None
    denizens = game.level.stock[room].denizens
    if not denizens or game.state.band(room) is not None:
        return None
    kinds = list(dict.fromkeys(denizens))
    if len(kinds) != 1:
        return None
    monster = game.pack.monsters[kinds[0]]
    if monster.disguise is None or monster.base is None:
        return None
    notes = game.pack.bestiary[monster.base].notes
    if not any(note.name == NOTE for note in notes):
        return None
    return monster, len(denizens)


def seen(game: Table, room: int) -> bool:
    """Whether the guild has found the thing in ``room`` out."""
    return _flag(room) in game.state.flags


def on_enter(game: Table, room: int) -> str | None:
    """The creatures met on entering ``room`` (``meet.on_enter``), unless its band sleeps as
    a thing: then no one is met, and the room shows the thing."""
    if restocking.left_in(game, room) is None and lies_still(game, room):
        return None
    return meet.on_enter(game, room)


def lies_still(game: Table, room: int) -> bool:
    """On entering: whether the room's band sleeps as a thing, and so is not met. The room
    shows the thing."""
    found = asleep(game, room)
    if found is None:
        return False
    monster, _ = found
    assert monster.disguise is not None
    if seen(game, room):
        words = f"{grammar.capital(monster.disguise)} lies here, still: the guild knows it bites"
    else:
        words = f"{grammar.capital(monster.disguise)} lies here."
    game.log.emit(ev.Narration, text=words)
    return True


def choices(game: Table) -> list[tuple[str, tuple[Interaction, ...]]]:
    """The thing a band sleeps as in this room, and what can be done with it."""
    found = asleep(game, game.room)
    if found is None:
        return []
    monster, _ = found
    assert monster.disguise is not None
    if seen(game, game.room):
        attack = Interaction(
            verb=f"attack {monster.disguise}, which is {grammar.band(1, monster.name)} asleep",
            on_success=(Nothing(effect="nothing", text="the fight begins"),),
        )
        return [(monster.disguise, (attack,))]
    handle = Interaction(
        verb=f"handle {monster.disguise}: open it, lift it, take it",
        approach="cups",
        on_success=(Nothing(effect="nothing"),),
    )
    return [(monster.disguise, (handle,))]


def is_here(game: Table, name: str) -> bool:
    """Whether ``name`` is the thing a band sleeps as in this room."""
    found = asleep(game, game.room)
    return found is not None and found[0].disguise == name


def act(game: Table, option: int, who: str) -> None:
    """Handle the thing (a Cups test of ``who``), or attack it once it is known."""
    found = asleep(game, game.room)
    if found is None or option != 1:
        raise IllegalCommand("there is nothing more to do with it (p. 273)")
    monster, count = found
    if seen(game, game.room):
        game.ruling(PAGE, f"the guild keeps at it: {grammar.agree(monster.name, 'wake')}")
        meet.start(game, monster.id, count, game.room, True, ambush=False)
        return
    game.ruling(PAGE, f"{game.guild.adventurer(who).name} reaches for {monster.disguise}: Cups")
    fortune.test_each(
        game,
        Followup(
            testers=(who,),
            attribute="cups",
            task=f"handle {monster.disguise}",
            dangerous=True,
            camouflage=game.room,
        ),
    )


def handled(game: Table, room: int, test: fate.FateTest) -> None:
    """The Cups test stands (p. 273): the hand drawn back in time, or a Piercing Wound. The
    thing is known for what it is either way."""
    found = asleep(game, room)
    if found is None:
        return
    monster, _ = found
    who = game.guild.adventurer(test.who).name
    state = game.state
    game.states[game.depth] = replace(state, flags=state.flags | {_flag(room)})
    if test.outcome in (fate.Outcome.SUCCESS, fate.Outcome.GREAT_SUCCESS):
        game.ruling(
            PAGE,
            f"{who} draws back just before {monster.disguise} wakes: it is "
            f"{grammar.band(1, monster.name)}, asleep",
        )
        return
    game.ruling(
        PAGE,
        f"{monster.disguise} wakes in a riot of teeth and bites {who}: a Piercing Wound; "
        "it is a mimic, and the fight is the guild's to pick",
    )
    bite = Wound(effect="wound", count=1, piercing=True)
    outcomes.play(game, (bite,), test.who, cause=f"the bite of {monster.disguise}")


def _flag(room: int) -> str:
    return f"mimic_seen_{room}"
