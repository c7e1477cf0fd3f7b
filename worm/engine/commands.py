"""Commands: what a player, a script or the autoplay asks the engine to do (pydantic, serialisable)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from worm.tarot import Suit


class Command(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TestFate(Command):
    """Test fate (pp. 8–11): who draws, with which attribute, and what they bring to it."""

    __test__ = False  # not a pytest test class
    kind: Literal["test_fate"] = "test_fate"
    who: str
    attribute: Suit
    task: str = ""
    obstacle: str | None = None  # with ``method``: bound by fate (p. 11)
    method: str | None = None
    motif: int | None = Field(default=None, ge=0, le=2)  # which of the three motifs applies
    spend_resolve: bool = False
    aided_by: str | None = None
    dangerous: bool = False  # a great failure here costs a Wound (p. 9)


class PushFate(Command):
    """Push the failed test that is waiting (p. 9)."""

    kind: Literal["push_fate"] = "push_fate"


class AcceptFate(Command):
    """Let the failed test that is waiting stand."""

    kind: Literal["accept_fate"] = "accept_fate"


class GroupTest(Command):
    """A group test (p. 11): the most and the least qualified draw, and each decides alone
    whether to push a failure: ``push`` names who pushes."""

    kind: Literal["group_test"] = "group_test"
    attribute: Suit
    task: str = ""
    push: Literal["none", "most", "least", "both"] = "none"
    obstacle: str | None = None  # with ``method``: bound by fate (p. 11)
    method: str | None = None
    dangerous: bool = False  # a tight spot or a disaster costs Wounds (policy, p. 11)


class ReadOracle(Command):
    """Read the top of a discard pile as an oracle (p. 182)."""

    kind: Literal["read_oracle"] = "read_oracle"
    oracle: Literal["adventurer", "belt", "pack"]


AnyCommand = Annotated[
    TestFate | PushFate | AcceptFate | GroupTest | ReadOracle, Field(discriminator="kind")
]
COMMANDS: TypeAdapter[AnyCommand] = TypeAdapter(AnyCommand)
