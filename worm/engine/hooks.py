"""Hooks in play (pp. 339, 341): a return hook's counterpart found on one level and brought
back to the room that asked for it, and the steps of the Underworld's quest as the guild finds
them (``worm.gen.hooks`` plans both).

Walking into a room (with light to see by) is what does it:

- a room whose **return hook** the guild sees makes the hook known; with its counterpart
  already had, the hook is done: its outcomes (``on_done``) follow;
- a room that holds a **counterpart** (what another level's return hook asks for) gives it to
  the guild only when the guild knows the hook that asks for it (rule: nobody carries off a
  thing, or talks a hermit into a journey, for a need they have not heard of) and has it in
  hand by the hook's errand (``had``): a thing fetched or a deed done once nobody in the room
  stands in the way (no band, or its band dealt with: fought, parleyed, fled or let go); a
  creature escorted or a word learned only from a band left alive, in a room with no band
  or one dealt with short of slaughter. A band dealt with while the guild stands in the room
  gives it then (``on_settled``);
- a room that holds a **quest step** marks the step found; the last found, the trail is done.

What the guild has done is kept on the levels' own flags (``LevelState.flags``), so a save
holds it with nothing new: ``hook:known:<thread>`` and ``hook:done:<thread>`` on the level of
the hook, ``hook:found:<thread>`` on the level of the counterpart, ``quest:step:<n>`` on the
level of the step.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from worm.engine import events as ev
from worm.engine import outcomes
from worm.engine.table import Table
from worm.gen import hooks as plan
from worm.model.level import LevelState

KNOWN_FLAG = "hook:known:"
"""Set on a return hook's level once the guild has seen the hook in its room."""

ALIVE = ("escort", "learn")
"""Errands whose counterpart is someone to lead or to learn from: a band slain there ends it."""


def on_enter(game: Table, room: int) -> None:
    """The guild walks into ``room`` and sees what it holds of the hook plan."""
    stock = game.level.stock[room]
    if not (stock.counterparts or stock.hooks) or game.view().light == "dark":
        return
    for hook in stock.hooks:
        if hook["kind"] == "return" and "thread" in hook:
            _flag(game, game.depth, f"{KNOWN_FLAG}{hook['thread']}")
            _bring(game, hook)
        elif "step" in hook:
            _step(game, hook)
    for counterpart in stock.counterparts:
        _find(game, counterpart, room, blocked_said=False)


def on_settled(game: Table, room: int) -> None:
    """The band of ``room`` is dealt with while the guild stands there: what a known hook asks
    for and the band stood over is the guild's now."""
    if room < 0 or room != game.room or game.view().light == "dark":
        return
    for counterpart in game.level.stock[room].counterparts:
        _find(game, counterpart, room, blocked_said=True)


def had(game: Table, room: int, errand: str) -> bool:
    """Whether the guild, standing in ``room``, has in hand what a counterpart of ``errand``
    (fetch, escort, deed, learn) asks: nobody there stands in the way (no band, or its band
    dealt with), and for an escort or a lesson the band was not slain to the last."""
    stock = game.level.stock[room]
    if not stock.denizens:
        return True
    if room not in game.state.settled:
        return False
    band = game.state.band(room)
    return errand not in ALIVE or band is None or band.fate != "slain"


def known(game: Table, counterpart: dict[str, str]) -> bool:
    """Whether the guild has seen the return hook that asks for ``counterpart``."""
    level = int(counterpart.get("for_level_number", game.depth))
    return _flagged(game, level, f"{KNOWN_FLAG}{counterpart['thread']}")


def _flag(game: Table, level: int, flag: str) -> None:
    state = game.states.get(level, LevelState())
    game.states[level] = replace(state, flags=state.flags | {flag})


def _flagged(game: Table, level: int, flag: str) -> bool:
    state = game.states.get(level)
    return state is not None and flag in state.flags


def _find(game: Table, counterpart: dict[str, str], room: int, *, blocked_said: bool) -> None:
    """What a return hook on another level asks for is here: the guild takes it up, if it
    knows the hook and has it in hand (``had``); told once why not when a band stands over it
    (``blocked_said``: already told)."""
    thread = counterpart["thread"]
    if _flagged(game, game.depth, f"hook:found:{thread}") or not known(game, counterpart):
        return
    where = f"{counterpart['for_level']}, room {counterpart['for_room']}"
    errand = _errand(game, counterpart)
    if not had(game, room, errand):
        if not blocked_said and room not in game.state.settled:
            game.ruling(
                "p. 339",
                f"what {where}, asks for is here, but the band here must be dealt with first",
            )
        return
    _flag(game, game.depth, f"hook:found:{thread}")
    game.ruling("p. 339", f"the guild has what {where}, asks for: bring it back there")
    game.log.emit(ev.Narration, text=f"{counterpart['text']} (Wanted in {where}.)")


def _errand(game: Table, counterpart: dict[str, str]) -> str:
    """The errand of the hook asking for ``counterpart`` (fetch when the pack has none)."""
    entry = game.pack.hooks.get(counterpart.get("hook", ""))
    return (entry.errand if entry is not None else None) or "fetch"


def _bring(game: Table, hook: dict[str, str]) -> None:
    """The guild stands in a return hook's room: with its counterpart found, the hook is done."""
    thread = hook["thread"]
    other = int(hook["level_number"])
    if _flagged(game, game.depth, f"hook:done:{thread}"):
        return
    if not _flagged(game, other, f"hook:found:{thread}"):
        return
    _flag(game, game.depth, f"hook:done:{thread}")
    game.ruling(
        "p. 339", f"the guild brings back what {hook['level']}, room {hook['room']}, held: done"
    )
    hook_entry = game.pack.hooks.get(hook["id"])
    if hook_entry is not None and hook_entry.on_done:
        outcomes.play(
            game, hook_entry.on_done, None, cause=f"a hook answered in room {hook['room']}"
        )


def _step(game: Table, hook: dict[str, str]) -> None:
    """A step of the quest is here: the guild finds it."""
    number, of = int(hook["step"]), int(hook["of"])
    if _flagged(game, game.depth, f"{plan.STEP_FLAG}{number}"):
        return
    _flag(game, game.depth, f"{plan.STEP_FLAG}{number}")
    found = steps_found(game)
    game.ruling(
        "p. 341",
        f"step {number} of the quest's {of} is found here ({len(found)} of {of} found so far)",
    )
    if len(found) >= of:
        game.ruling("p. 341", "every step of the quest is found: the trail is done")


def retold(game: Table, entry: dict[str, Any]) -> dict[str, Any]:
    """Card XXI drawn in play (p. 341): its rumor tells of the next step of the quest the
    guild has not found, in order; the entry was written before play, of step 1."""
    quest_plan = game.level.hook_plan
    if "step" not in entry or quest_plan is None or not quest_plan.quest:
        return entry
    step = quest_plan.next_step(steps_found(game))
    if step.number == entry["step"]:
        return entry
    seeds = {seed.card: seed for seed in game.pack.seeds.values()}
    name = seeds[game.world.layout.levels[step.level - 1].card].name
    text = plan.rumor_text(game.pack, step, name, entry.get("teller", ""), entry.get("form", 0))
    return entry | {"text": text, "step": step.number, "level": step.level, "room": step.key}


def steps_found(game: Table) -> list[int]:
    """The quest's steps the guild has found, in order."""
    return plan.steps_found(flag for state in game.states.values() for flag in state.flags)


def counterparts_held(game: Table) -> list[str]:
    """The threads whose counterpart the guild has found and not yet brought back."""
    found = {
        flag.rsplit(":", 1)[1]
        for state in game.states.values()
        for flag in state.flags
        if flag.startswith("hook:found:")
    }
    done = {
        flag.rsplit(":", 1)[1]
        for state in game.states.values()
        for flag in state.flags
        if flag.startswith("hook:done:")
    }
    return sorted(found - done)
