"""Making camp in the Crawl (chapter 8, pp. 136–141): the parts the Crawl needs now.

A Camp Phase is a watch (p. 90), and its "No rest for the wicked" step is that watch's
Meatgrinder draw (p. 140). Each adventurer eats a ration or is Stressed (p. 140), and at the
end of the Camp every affliction moves on a stage (p. 97) and effects that last "until the
next Camp" end. For each adventurer dead since, a newcomer finds the camp and joins (p. 126,
``worm.engine.dying.newcomers``). Camp actions and recovery (pp. 137–141) come with the Camp
Phase itself.
"""

from __future__ import annotations

from worm.engine import commands as cmd
from worm.engine import crawl, dying, wounds
from worm.engine import events as ev
from worm.engine.table import Table
from worm.rules import afflictions


def make_camp(game: Table, command: cmd.Camp) -> None:
    """Camp here: the watch and its draw, a meal, then the end of the Camp."""
    game.require_crawl()
    game.set_phase("camp", "the guild makes camp")
    reading, entry = crawl.watch(game, "camp")
    crawl.play_entry(game, reading, entry)
    if game.phase != "camp":
        game.ruling("p. 140", "the camp is broken up before anyone can rest")
        return
    game.ruling("p. 140", "break bread: one ration each, or go hungry and Stressed")
    for a in game.guild.in_marching_order():
        if a.active:
            wounds.eat(game, game.guild.adventurer(a.id), 1, cause="camp meal")
    end(game)
    dying.newcomers(game)  # one who died is replaced (p. 126)
    game.set_phase("crawl", "the guild breaks camp")


def end(game: Table) -> None:
    """The end of a Camp (pp. 97, 141): afflictions advance, Camp-long effects end."""
    for a in game.guild.in_marching_order():
        a = game.guild.adventurer(a.id)
        moved = []
        for state in a.afflictions:
            known = game.pack.afflictions[state.id]
            after = afflictions.progress(state, len(known.stages))
            if after.stage != state.stage:
                game.log.emit(
                    ev.Condition,
                    who=a.name,
                    cause="the end of the Camp (p. 97)",
                    change=f"{known.name} worsens to stage {after.stage}",
                )
            moved.append(after)
        effects = tuple(e for e in a.effects if e.until != "camp")
        for gone in (e for e in a.effects if e.until == "camp"):
            game.log.emit(ev.Condition, who=a.name, change=f"{gone.id} ends", cause="camp")
        game.set_adventurer(a.model_copy(update={"afflictions": tuple(moved), "effects": effects}))
    game.statuses = frozenset(s for s in game.statuses if s[1] not in ("giggling", "stuck"))
    for ally in game.allies:
        game.ruling("p. 100", f"{ally} go their own way: their help lasted until the Camp")
    game.allies = ()
