"""``why``: the chain behind what just happened — card, table row, ruling, effect — and, when
the last command needed no ruling (a pass, a wait), the last ruling made and what followed."""

from __future__ import annotations

from worm import grammar
from worm.content.interaction import Interaction, LoseGold
from worm.engine import events as ev
from worm.engine import kit
from worm.engine.session import Game
from worm.gm import gate
from worm.text import narrate

EXPLAINED = (ev.Gm, ev.Draw, ev.Meatgrinder, ev.Fate, ev.GroupTest)
"""The events that are a reason, not only a result."""


def why(game: Game) -> str:
    """What explains the last command; if nothing does, the last ruling and what it led to.
    While the GM waits on a choice, the choice comes first: what it is and what brought it
    up, then what the last command did if that was something else (play-test 19, 6)."""
    if game.choice is not None and game.phase in ("crawl", "camp") and game.pending is None:
        asked = choice(game)
        if game.choice.asked >= game.last_command + 1:  # the last command asked it
            return asked
        return f"{asked}\n\nThe last command, before that:\n{_last(game)}"
    return _last(game)


def choice(game: Game) -> str:
    """The choice the GM waits on: its words, the card and rulings that brought it up, and
    what each answer asks of the guild."""
    waiting = game.choice
    assert waiting is not None, "no choice is waiting"
    lines = [f"The GM waits on a choice: {waiting.title}."]
    if waiting.scene:
        lines.append(waiting.scene)
    if waiting.since:
        brought = narrate.why(game.log.events[waiting.since - 1 : waiting.asked])
        if not brought.startswith("Nothing"):
            lines.append(brought)
    lines.append("The answers:")
    for n, option in enumerate(waiting.options, start=1):
        lines.append(f"  {n}. {option.verb}{_asks(option)}{_refused(game, option)}")
    return "\n".join(lines)


def refusal(game: Game, option: Interaction) -> str | None:
    """Why the GM would refuse ``option`` now (play-tests 19 and 21): a tool nobody carries,
    or a gold cost the guild cannot pay; None if neither."""
    lacking = gate.lacks(option, kit.carried_by(game.guild), kit.tool_names(game.pack))
    if lacking is not None:
        return lacking
    cost = sum(c.count for c in option.costs if isinstance(c, LoseGold))
    gold = sum(a.gold for a in game.guild.adventurers)
    if cost > gold:
        return f"it costs {cost} gold, the guild has {gold or 'none'}"
    return None


def _asks(option: Interaction) -> str:
    if option.approach is None:
        return ""
    if option.who == "group":  # the best and the worst at it test for the guild (p. 11)
        return f" — a group test of {grammar.attribute(option.approach)} (p. 11)"
    each = "each one tests" if option.who == "each" else "a test of"
    return f" — {each} {grammar.attribute(option.approach)} (p. 5)"


def _refused(game: Game, option: Interaction) -> str:
    why_not = refusal(game, option)
    return f" (cannot: {why_not})" if why_not else ""


def _last(game: Game) -> str:
    """What explains the last command; if nothing does, the last ruling and what it led to."""
    last = game.log.events[game.last_command :]
    if any(isinstance(e, EXPLAINED) for e in last) or game.last_ruled >= game.last_command:
        return narrate.why(last)
    earlier = game.log.events[game.last_ruled :]
    if not any(isinstance(e, ev.Gm) for e in earlier):
        return narrate.why(last)
    return "The last command needed no ruling. The last ruling made, and what followed:\n" + (
        narrate.why(earlier)
    )
