#!/usr/bin/env node
// The built site released into a local S3 bucket and served through the CDN rules: every route answers (measurement/).
import '@callvera/measurement/bucket-smoke';
