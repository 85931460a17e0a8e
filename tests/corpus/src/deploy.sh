#!/bin/sh
# Deploy the static site to S3 and purge the CDN.
# Requires the AWS CLI: ⟦https://docs.aws.amazon.com/cli/latest/userguide/getting-started-install.html⟧
set -eu

BUCKET=⟦s3://harborlights-site-prod⟧
STAGING=⟦s3://harborlights-site-staging/preview/${CI_COMMIT_SHORT_SHA}/⟧
SITE=⟦https://harborlights.example⟧
CDN_API='⟦https://api.cdn.example.net/v1/zones/%s/purge_cache⟧'

aws s3 sync ./public "$BUCKET" --delete --exclude '*.map'
aws s3 cp ./public/index.html $BUCKET/index.html --cache-control max-age=60

printf "$CDN_API\n" "$ZONE_ID" | xargs -I{} curl -X POST {} -H "Authorization: Bearer $CDN_TOKEN"

# Smoke tests
for path in / /menu /journal/ "/files/Spring%20Menu%202024.pdf"; do
	code=$(curl -s -o /dev/null -w '%{http_code}' "$SITE$path")
	echo "$code	$SITE$path"
done
curl -sf "⟦https://harborlights.example/api/health?deep=1&source=deploy⟧" || exit 1
curl -sf ⟦https://www.harborlights.example/⟧ -o /dev/null	# www redirect
curl -sf	⟦http://[2001:db8::10]:8080/internal/ready⟧

# Notify chat (Slack-compatible webhook).
curl -X POST -H 'Content-type: application/json' \
	--data "{\"text\":\"Deployed $(git rev-parse --short HEAD) to $SITE\"}" \
	"$SLACK_WEBHOOK_URL"
echo "Deployed to ⟦https://harborlights.example/⟧ (staging copy: ⟦https://staging.harborlights.example/preview/${CI_COMMIT_SHORT_SHA}/⟧)."
