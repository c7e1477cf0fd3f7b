"""The key for how Wounds are taken (p. 124): pick whose, then the steps one by one, first
open step first, as the text game's ``wounds WHO STEP, STEP…`` sends them.

The lists are worked out here without Textual (``steps``), so a test can read them; the
engine checks the order and refuses a wrong one with its reason.
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from worm.engine import commands as cmd
from worm.engine import wounds
from worm.engine.session import Game
from worm.model.adventurer import Adventurer
from worm.rules import durability
from worm.ui.common import host
from worm.ui.parley import PickScreen

DONE = "done"
DEFAULT = "default"


def steps(game: Game, a: Adventurer, chosen: tuple[str, ...]) -> list[tuple[str, str]]:
    """The steps ``a`` may add to an order that has ``chosen`` so far (p. 124): armor (any,
    then each worn piece), the three marks, then each unwounded talent (a long list, last)."""
    pieces = [
        c
        for c in a.inventory.things()
        if c.uid in durability.protection(a.inventory, game.pack.items)
    ]
    options = [("armor", "Notch any worn armor, helm or shield")]
    options += [(f"armor:{c.item}", f"Notch the {game.pack.items[c.item].name}") for c in pieces]
    options += [
        ("Staggered", "Mark Staggered"),
        ("Injured", "Mark Injured"),
        ("Death's Door", "Mark Death's Door"),
        ("ask", "Ask me as each Wound lands, when it could go more than one way"),
    ]
    wounded = a.conditions.wounded_talents
    for talent in a.talents:
        if talent.id not in wounded and talent.id in game.pack.talents:
            options.append((f"talent:{talent.id}", f"Wound {game.pack.talents[talent.id].name}"))
    return [(key, words) for key, words in options if key not in chosen]


def ask(screen: Screen[Any], game: Game) -> None:
    """Whose order (skipped with one living adventurer), then its steps."""
    living = [a for a in game.guild.in_marching_order() if not a.conditions.dead]
    if len(living) == 1:
        _build(screen, game, living[0], ())
        return
    options = [(a.id, f"{a.name}: {_said(game, a, a.wound_order)}") for a in living]

    def picked(who: str | None) -> None:
        if who is not None:
            _build(screen, game, game.guild.adventurer(who), ())

    screen.app.push_screen(PickScreen("Whose Wounds? (p. 124)", options), picked)


def _build(screen: Screen[Any], game: Game, a: Adventurer, chosen: tuple[str, ...]) -> None:
    """One more step, until the player is done: then the order goes to the engine."""
    options = [(DONE, "Done: keep this order")] if chosen else []
    options += [(DEFAULT, "Leave it to the GM (armor first, then the least harm)")]
    options += steps(game, a, chosen)
    note = (
        f"So far: {_said(game, a, chosen)}.\n"
        "Each Wound is taken as the first of these still open (p. 124). A Piercing Wound "
        "passes armor; once Injured, only armor or Death's Door is left."
    )

    def picked(value: str | None) -> None:
        if value is None:
            return
        if value == DONE:
            host(screen).send(cmd.WoundOrder(who=a.id, order=chosen))
        elif value == DEFAULT:
            host(screen).send(cmd.WoundOrder(who=a.id))
        else:
            _build(screen, game, a, (*chosen, value))

    title = f"How {a.name} takes Wounds: step {len(chosen) + 1}"
    screen.app.push_screen(PickScreen(title, options, note=note), picked)


def _said(game: Game, a: Adventurer, order: tuple[str, ...]) -> str:
    return ", then ".join(wounds.order_words(game, a, order)) or "as the GM decides"
