"""Test-wide settings."""

from worm.engine.log import EventLog

EventLog.strict = True  # every event is validated as it is made (play skips it for speed)
