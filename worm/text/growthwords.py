"""Growth and loss in the text game's words (pp. 33, 38–39): ``quest`` shows the guild's quest,
``quest WHO`` takes up WHO's quest, ``quest done`` completes it; ``retire WHO``; ``recruit
[PATH]``."""

from __future__ import annotations

from worm import grammar, tarot
from worm.engine import commands as cmd
from worm.engine import hooks as trail_play
from worm.engine import quests as quest_play
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gen import hooks

HELP = """\
  quest                        the guild's quest, and each one's own (p. 33)
  quest WHO | quest done       take up WHO's quest, or complete the guild's: 3 XP to all (p. 33)
  retire WHO                   WHO retires to the City: a gift per 10 XP for the next (p. 38)
  recruit [PATH]               a new adventurer joins, on PATH or the one the guild lacks (p. 39)
"""
WORDS = ("quest", "retire", "recruit")


def parse(game: Game, verb: str, rest: list[str]) -> cmd.Command | str | None:
    """The command these words ask for, a line to show, or None for another verb."""
    if verb == "quest":
        return _quest(game, rest)
    if verb == "retire":
        if len(rest) != 1:
            raise IllegalCommand("say who retires: 'retire WHO' (p. 38)")
        return cmd.Retire(who=game.guild.adventurer(rest[0]).id)
    if verb == "recruit":
        if len(rest) > 1:
            raise IllegalCommand("'recruit' or 'recruit PATH' (swords, pentacles, cups, wands)")
        return cmd.Recruit(path=_path(rest[0]) if rest else None)
    return None


def _quest(game: Game, rest: list[str]) -> cmd.Command | str:
    if not rest:
        return quests(game)
    if len(rest) != 1:
        raise IllegalCommand("'quest', 'quest WHO' or 'quest done' (p. 33)")
    if rest[0].lower() == "done":
        return cmd.Quest(done=True)
    return cmd.Quest(who=game.guild.adventurer(rest[0]).id)


MISSING = {"captured": "captured", "ransom": "held for ransom", "lost": "lost below"}
"""How the quest list names the fate of one the dark kept (``Guild.missing``)."""


def quests(game: Game) -> str:
    """The guild's quest, each member's own, and any gifts a retiree left (pp. 33, 38)."""
    guild = game.guild
    lines = [f"The guild's quest: {guild.quest or 'none (quest WHO takes one up)'} (p. 33)."]
    lines += [f"  {a.name} ({a.id}): {a.quest} — {a.xp} XP" for a in guild.in_marching_order()]
    if quest_play.seen_done(game):
        lines.append("The GM sees the quest done by this expedition: 'quest done' (p. 33).")
    if guild.gifts:
        left = grammar.counted(guild.gifts, "gift")
        lines.append(f"Retirees left {left} for the next to join (p. 38).")
    if guild.retired:
        lines.append(f"Retired to the City: {', '.join(guild.retired)}.")
    if guild.missing:
        kept = ", ".join(f"{name} ({MISSING[fate]})" for name, fate in guild.missing)
        lines.append(f"Kept by the dark (p. 95): {kept}.")
    lines += trail(game)
    return "\n".join(lines)


def trail(game: Game) -> list[str]:
    """The Underworld's quest as far as the guild has followed it (p. 341), and what it
    carries back for a return hook (p. 339)."""
    plan = game.world.levels[0].hook_plan
    if plan is None or not plan.quest:
        return []
    found = trail_play.steps_found(game)
    lines = [f"The trail below: {len(found)} of {len(plan.quest)} steps found (p. 341)."]
    lines += [
        f"  step {step.number}: level {step.level}, room {step.key}"
        for step in plan.quest
        if step.number in found
    ]
    held = set(trail_play.counterparts_held(game))
    cards = {entry.card: entry for entry in game.pack.seeds.values()}
    seeds = {slot.number: cards[slot.card] for slot in game.world.layout.levels}
    for thread in plan.threads:
        if thread.id in held:
            asked = hooks.asked(game.pack, thread, seeds)
            lines.append(
                f"  to bring back to level {thread.level}, room {thread.key}: "
                f"{asked.get('needs', 'what it asks for')}"
            )
    return lines


def _path(word: str) -> tarot.Suit:
    word = word.lower()
    for suit in tarot.SUITS:
        if word and suit.startswith(word):
            return suit
    raise IllegalCommand(f"{word!r} is not a path: swords, pentacles, cups or wands (p. 20)")
