"""What the room holds that can be touched (pp. 5, 88): its features, the traps the guild has
found, the event met here, its treasure. Pick one, then what to do with it.

A feature's, a trap's or an event's choice is the text game's ``act THING N``; the treasure is
its ``take``. The GM's gate (p. 5) rules on each when it is sent. A feat of strength is offered
a second time as a troll's Colossal (``act THING N colossal``, p. 61) when someone can pay.
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from worm.content.interaction import Interaction
from worm.engine import colossal, explore
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.gm import feats
from worm.ui.common import host
from worm.ui.parley import PickScreen

TREASURE = "\x00treasure"  # no feature's name: the option that takes the treasure


def things_here(game: Game) -> list[tuple[str, str]]:
    """(value, label) for each thing in the room the guild can deal with."""
    found = [
        (name, f"{name} — {len(choices)} thing{'s' if len(choices) != 1 else ''} to do")
        for name, choices in explore.choices_here(game)
    ]
    stock = game.level.stock[game.room]
    if (stock.treasure or stock.key_to) and game.room not in game.state.looted:
        names = [game.pack.treasure[t].name for t in stock.treasure]
        names += [f"a key to {door}" for door in stock.key_to]
        found.append((TREASURE, f"Treasure: {', '.join(names)} — take it"))
    return found


FEAT = ":colossal"  # the option's value for a feat of strength done by Colossal (p. 61)


def feat_options(game: Game, choices: tuple[Interaction, ...]) -> list[tuple[str, str]]:
    """(value, label) for each choice a thing offers; a feat of strength (``worm.gm.feats``)
    also offered as a troll's Colossal when someone can pay for it (p. 61)."""
    able = any(colossal.able(a) for a in game.guild.adventurers)
    options: list[tuple[str, str]] = []
    for n, c in enumerate(choices, 1):
        options.append((str(n), c.verb))
        if able and feats.of_strength(c):
            options.append((f"{n}{FEAT}", f"{c.verb} — Colossal: 1 Resolve, no test (p. 61)"))
    return options


def act_for(name: str, option: str) -> cmd.Act:
    """The command an option of ``feat_options`` sends: ``"2"`` choice 2, ``"2:colossal"``
    choice 2 as a troll's feat of strength (p. 61)."""
    number, feat, _ = option.partition(FEAT)
    return cmd.Act(target=name, option=int(number), colossal=bool(feat))


class FeaturesScreen(PickScreen):
    """The list of what the room holds; its answer is a thing's name (or the treasure)."""

    def __init__(self, game: Game) -> None:
        key = game.plan.key(game.room)
        super().__init__(f"What is here in {key}", things_here(game))


def act(screen: Screen[Any], game: Game) -> None:
    """The room's things, then the chosen one's choices; each is one Command."""
    if not things_here(game):
        screen.notify("Nothing here to deal with: 'x' looks around", title="No", timeout=4)
        return

    def thing(name: str | None) -> None:
        if name is None:
            return
        if name == TREASURE:
            host(screen).send(cmd.TakeTreasure())
            return
        choices = dict(explore.choices_here(game)).get(name, ())
        options = feat_options(game, choices)

        def chosen(option: str | None) -> None:
            if option is not None:
                host(screen).send(act_for(name, option))

        screen.app.push_screen(PickScreen(f"{name}: what to do?", options), chosen)

    screen.app.push_screen(FeaturesScreen(game), thing)
