"""The guild's quest (p. 33): one at a time; declaring it and completing it each give every
member 3 XP, as ``xp`` events."""

from __future__ import annotations

from worm import grammar
from worm.engine import arete, city, xp
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import deeds
from worm.gm import quests as quest_policy
from worm.gm import retirement as policy
from worm.rules import fame


def quest(game: Table, command: cmd.Quest) -> None:
    """Declare an adventurer's quest as the guild's, or complete the guild's quest (p. 33)."""
    city.current(game)
    if command.done == (command.who is not None):
        raise IllegalCommand("name whose quest the guild takes up, or say it is done (p. 33)")
    if command.done:
        complete(game)
        return
    assert command.who is not None
    declare(game, command.who)


def declare(game: Table, who: str) -> None:
    """``who`` declares their quest and everyone agrees to help (p. 33): 3 XP to everyone."""
    a = game.guild.adventurer(who)
    if a.conditions.dead:
        raise IllegalCommand(f"{a.name} is dead and pursues no quest")
    if game.guild.quest is not None:
        raise IllegalCommand(
            f"the guild already pursues a quest ({game.guild.quest}): one at a time (p. 33)"
        )
    game.guild = game.guild.model_copy(update={"quest": a.quest, "quest_since": game.expeditions})
    game.ruling("p. 33", f"the guild takes up {grammar.possessive(a.name)} quest: {a.quest}")
    _award(game, f"{grammar.possessive(a.name)} quest declared, p. 33")


def complete(game: Table) -> None:
    """The guild completes its quest (p. 33): 3 XP to everyone, and the guild may take up
    another; its owner may retire instead (p. 38)."""
    done = game.guild.quest
    if done is None:
        raise IllegalCommand("the guild pursues no quest to complete (p. 33)")
    game.ruling("p. 33", policy.quest_done(done))
    game.guild = game.guild.model_copy(
        update={"quest": None, "quests_done": (*game.guild.quests_done, done)}
    )
    _award(game, "the guild's quest completed, p. 33")
    arete.oath_kept(game, f"the guild's quest ({done})")
    noteworthy(game, done)


def noteworthy(game: Table, done: str) -> None:
    """A quest completed is a noteworthy deed (p. 149). Policy: step 2 has passed by the time
    the guild speaks in the City, so the GM writes the deed on the roster at once, judged as
    step 2 would judge it."""
    before = game.guild.fame
    for deed in deeds.judge((deeds.quest_done(done),), 1):
        game.ruling("p. 149", f"a noteworthy deed: the guild {deed}")
        game.guild = fame.add_deed(game.guild, deed)
    now = game.guild.fame
    if now != before:
        game.log.emit(ev.Narration, text=f"Fame {before} → {now} (p. 46): {deeds.meaning(now)}.")


def seen_done(game: Table) -> bool:
    """Whether the GM can see the guild's quest done in what the expedition just judged in
    step 2 did (policy ``worm.gm.quests.fulfilled``): the bot's cue, and the player's hint."""
    aim, state = game.guild.quest, game.city
    if aim is None or state is None:
        return False
    return quest_policy.fulfilled(
        aim, state.feats, since=game.guild.quest_since, expeditions=game.expeditions
    )


def _award(game: Table, reason: str) -> None:
    for a in city.living(game):
        xp.gain(game, a.id, fame.XP_QUEST, reason)
