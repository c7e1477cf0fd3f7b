"""Animal companions as content (p. 34): the kinds of beast a guild may bring below, the
commands a Beast Master teaches them (p. 78), and what each kind is suited to."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from worm.content.fields import Entry, Id, Page, Text

CommandId = Literal[
    "sic_em", "get_help", "heel", "fetch", "track", "hunt", "do_a_trick", "guard", "stay"
]
"""The nine commands a Beast Master can teach (p. 78), as ids."""

COMMANDS: tuple[CommandId, ...] = (
    "sic_em",
    "get_help",
    "heel",
    "fetch",
    "track",
    "hunt",
    "do_a_trick",
    "guard",
    "stay",
)
COMMAND_NAMES: dict[CommandId, str] = {
    "sic_em": "Sic 'Em",
    "get_help": "Get Help",
    "heel": "Heel",
    "fetch": "Fetch",
    "track": "Track",
    "hunt": "Hunt",
    "do_a_trick": "Do a Trick",
    "guard": "Guard",
    "stay": "Stay",
}
"""How each command is printed (p. 78)."""


class Animal(Entry):
    """A kind of animal companion (p. 34), in our words: what it is and what it does best.

    ``suited`` lists the commands the beast is made for: a test of fate it makes carrying one
    out has favor (p. 34); any other it does with no bonus. ``names`` are what the automated
    GM calls one it hands out at creation."""

    id: Id
    name: Text
    page: Page
    summary: Text
    suited: tuple[CommandId, ...] = Field(min_length=1)
    names: tuple[Text, ...] = Field(min_length=1)
