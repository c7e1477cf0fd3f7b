"""Meeting the Underworld's denizens in the Crawl (pp. 87, 99–100, 107, 184): who they are,
how many, how they feel, and the hand-off to a parley or a Challenge.

Few creatures attack on sight (p. 87): a meeting starts with a starting Disposition read off the
top of the minor discard (p. 100), unless the creature is one that always attacks. A parley and
a Challenge are phases of their own; until they are built in full, the GM settles them with the
tests the book uses when a scene needs no more (policy, marked "interim" in every ruling):

- a parley: one Wands test to talk the creatures round a step (p. 100);
- a fight: one group test of Swords (p. 11), a failure driving the guild back wounded;
- backing away: into the room the guild came from, or a group test of Pentacles to flee
  creatures that attack on sight.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.errors import IllegalCommand
from worm.rules import disposition

if TYPE_CHECKING:
    from worm.engine.session import Game


@dataclass(frozen=True, slots=True)
class Meeting:
    """Creatures the guild has come upon, and how they feel about it."""

    creature: str  # a monster id
    name: str
    count: int
    room: int  # where they are met (-1 for a group met on the road)
    emotion: disposition.Emotion
    intensity: disposition.Intensity
    hostile: bool  # attacks on sight: no parley


def on_enter(game: Game, room: int) -> str | None:
    """The creatures that live in a room, met on entering it (p. 87)."""
    stock = game.level.stock[room]
    if not stock.denizens or room in game.state.settled or game.meeting is not None:
        return None
    monster = game.pack.monsters[stock.denizens[0]]
    count = len(stock.denizens)
    start(game, monster.id, count, room, monster.aggressive, cause="they live here")
    return "creature"


def from_meatgrinder(game: Game, entry: dict[str, Any]) -> str:
    """A random encounter (XVI–XX): the entry's creatures, counted by the cards (p. 341)."""
    monster = game.pack.monsters[entry["creature"]]
    count = headcount(game, str(entry.get("count", "1")))
    start(game, monster.id, count, -1, entry.get("disposition") == "hostile",
          cause="a random encounter")
    return "creature"


def headcount(game: Game, text: str) -> int:
    """A count in the book's bracket notation (pp. 157, 341): ``[adventurers]``,
    ``[adventurers - 1]``, ``[discard]`` (the top minor discard's value) or a number.

    Policy (rules digest §12.3): an empty pile or the Fool means a fresh minor card is drawn,
    discarded and read.
    """
    active = sum(1 for a in game.guild.adventurers if a.active)
    text = text.strip("[] ")
    if text.startswith("adventurers"):
        less = int(text.split("-")[1]) if "-" in text else 0
        return max(1, active - less)
    if text == "discard":
        card = game.read_discard("count")
        game._gm("p. 341", f"{card.name} on the discard pile: {card.value} of them")
        return max(1, card.value)
    return max(1, int(text))


def start(game: Game, creature: str, count: int, room: int, hostile: bool, *, cause: str) -> None:
    """Begin a meeting: read the starting Disposition and hand over to a parley or Challenge."""
    monster = game.pack.monsters[creature]
    name = monster.name if count == 1 else f"{count} × {monster.name}"
    if hostile:
        emotion: disposition.Emotion = "anger"
        card = None
        game._gm("p. 87", f"{monster.name} attacks on sight: no parley")
    else:
        card = game.read_discard("disposition")
        emotion = disposition.starting(card)
        game._gm("p. 100", f"{card.name} on the minor discard: they meet the guild with {emotion}")
    game.meeting = Meeting(creature, name, count, room, emotion, "basic", hostile)
    game.log.emit(ev.Disposition, npc=name, emotion=emotion, intensity="basic", cause=cause,
                  card=card)
    game.log.emit(ev.Narration, text=f"{name}: {monster.exaggeration}")
    if hostile:
        game.set_phase("challenge", f"{name} attack")
    else:
        game.set_phase("parley", f"{name} are met")


def set_disposition(game: Game, emotion: str) -> None:
    """An outcome sets the Disposition of the creatures met (p. 100)."""
    if game.meeting is None:
        game._gm("p. 100", "there is no one here whose mood could change")
        return
    meeting = replace(game.meeting, emotion=emotion)  # type: ignore[arg-type]
    game.meeting = meeting
    game.log.emit(ev.Disposition, npc=meeting.name, emotion=meeting.emotion,
                  intensity=meeting.intensity, cause="what the guild did", card=None)


def challenge_from(game: Game, creature: str) -> None:
    """An outcome starts a fight with ``creature`` (``level``: the level's own common monster)."""
    if creature == "level":
        names = game.level.seed.common_monsters or (game.level.seed.dungeon_lord,)
        wanted = names[0]
        creature = next(m.id for m in game.pack.monsters.values() if m.name == wanted)
    start(game, creature, 1, game.room, True, cause="the guild's own doing")


def talk(game: Game, command: cmd.Talk) -> None:
    """Interim parley (p. 100): one Wands test moves the creatures a step."""
    meeting = _meeting(game, "parley")
    monster = game.pack.monsters[meeting.creature]
    if meeting.emotion == "fear" or disposition.valence(meeting.emotion) == "positive":
        _settle(game, f"in {meeting.emotion}, {meeting.name} let the guild go its way (p. 100)")
        return
    if disposition.valence(meeting.emotion) == "negative":
        raise IllegalCommand(f"in {meeting.emotion}, {meeting.name} want no words (p. 100): "
                             "fight or withdraw")
    if not monster.talks:
        raise IllegalCommand(f"{monster.name} cannot be reasoned with: fight or withdraw")
    who = command.who or max(
        (a for a in game.guild.in_marching_order() if a.active),
        key=lambda a: a.attributes.wands,
    ).id
    game._gm("p. 100", "interim parley: a test of Wands to bring them round")
    game.test_each(game.followup(testers=(game.guild.adventurer(who).id,), attribute="wands",
                                 task=f"talk with {meeting.name}", on_success=(), on_failure=(),
                                 favor=(), dangerous=False, parley=True))


def after_talk(game: Game, good: bool) -> None:
    """The parley's test resolved: shift the Disposition one step (p. 100)."""
    meeting = game.meeting
    if meeting is None:
        return
    emotion, intensity = disposition.shift(meeting.emotion, meeting.intensity, good)
    game.meeting = replace(meeting, emotion=emotion, intensity=intensity)
    game.log.emit(ev.Disposition, npc=meeting.name, emotion=emotion, intensity=intensity,
                  cause="the guild's words", card=None)
    if emotion == "fear" or disposition.valence(emotion) == "positive":
        _settle(game, f"in {emotion}, {meeting.name} let the guild go its way (p. 100)")
    elif disposition.valence(emotion) == "negative":
        game._gm("p. 100", f"in {emotion}, {meeting.name} want the talk over: fight or withdraw")


def fight(game: Game, command: cmd.Fight) -> None:
    """Interim Challenge: one dangerous group test of Swords (p. 11); a watch passes (p. 90)."""
    meeting = _meeting(game, "parley", "challenge")
    game.set_phase("challenge", f"the guild fights {meeting.name}")
    game._gm("p. 107", "interim Challenge: the fight is settled by one group test of Swords")
    game._group_test(cmd.GroupTest(attribute="swords", task=f"fight {meeting.name}",
                                   push="both", dangerous=True))
    result = game.last_group_outcome()
    if result in ("success", "tight_spot"):
        _settle(game, f"{meeting.name} are beaten off")
    else:
        game._gm("p. 124", f"{meeting.name} drive the guild back")
        _back_off(game)
    if game.phase == "crawl":
        game.watch_after("challenge")


def withdraw(game: Game, command: cmd.Withdraw) -> None:
    """Back away (p. 124): creatures that attack on sight must be fled from (Pentacles)."""
    meeting = _meeting(game, "parley", "challenge")
    if meeting.hostile:
        game._gm("p. 124", "interim retreat: a group test of Pentacles to get away")
        game._group_test(cmd.GroupTest(attribute="pentacles", task=f"flee {meeting.name}",
                                       push="both", dangerous=True))
    _back_off(game)


def _back_off(game: Game) -> None:
    game.meeting = None
    game.set_phase("crawl", "the guild backs away")
    if game.phase == "crawl" and game.came_from is not None:
        game.go_back()


def _settle(game: Game, why: str) -> None:
    meeting = game.meeting
    assert meeting is not None
    game._gm("p. 100", why)
    if meeting.room >= 0:
        state = game.state
        game.states[game.depth] = replace(state, settled=state.settled | {meeting.room})
    game.meeting = None
    game.set_phase("crawl", why)


def _meeting(game: Game, *phases: str) -> Meeting:
    if game.phase not in phases or game.meeting is None:
        raise IllegalCommand("there is no one here to deal with")
    return game.meeting
