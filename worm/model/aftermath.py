"""What a night of carousing leaves on the sheet (the Hangover table, p. 157): the lasting
marks a player must track — a spouse, a ban, a duel or the watch to face, a soul sold, a cult's
pact, a tattoo, a cowbell, a missing hand. What each does is ``worm.engine.aftermath``."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from worm.content.city_actions import Mark

__all__ = ["Aftermath", "Mark"]


class Aftermath(BaseModel):
    """One lasting mark of a Hangover row (p. 157): what it is, what the minor discard said of
    it (``detail``), the district it is tied to, and how many City Phases it still lasts
    (``phases``; 0: until it is dealt with)."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    id: Mark
    detail: str = ""
    district: str | None = None
    phases: int = Field(default=0, ge=0)
